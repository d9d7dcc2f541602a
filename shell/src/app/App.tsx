import { QueryProvider, useSessionStore } from '@doorloopjes/shared';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { RemoteOverride } from '../remotes/override';
import { OverrideBanner } from '../remotes/components/OverrideBanner';
import { OverrideContext } from '../remotes/hooks/OverrideContext';
import type { RemoteRegistry } from '../remotes/registry';
import { RegistryContext } from '../remotes/hooks/RegistryContext';
import { NavigationA11y } from '../a11y/components/NavigationA11y';
import { AppRoutes } from './AppRoutes';

export function App({ registry, override = null }: { registry: RemoteRegistry; override?: RemoteOverride | null }) {
  const loadInitialData = useSessionStore((state) => state.loadInitialData);
  useEffect(() => {
    void loadInitialData();
  }, [loadInitialData]);

  // The page's one query client sits above every route, so each remote mounted below reads and
  // fills the same cache.
  return (
    <QueryProvider>
      <RegistryContext.Provider value={registry}>
        <OverrideContext.Provider value={override}>
          <OverrideBanner />
          <BrowserRouter>
            <AppRoutes />
            <NavigationA11y />
          </BrowserRouter>
        </OverrideContext.Provider>
      </RegistryContext.Provider>
    </QueryProvider>
  );
}
