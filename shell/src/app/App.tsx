import { QueryProvider } from '@doorloopjes/runtime';
import { type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { RemoteOverride } from '../remotes/override';
import { OverrideBanner } from '../remotes/components/OverrideBanner';
import { OverrideContext } from '../remotes/hooks/OverrideContext';
import type { RemoteRegistry } from '../remotes/registry';
import { RegistryContext } from '../remotes/hooks/RegistryContext';
import { NavigationA11y } from '../a11y/components/NavigationA11y';
import { AppRoutes } from './AppRoutes';
import { useInitialSessionLoad } from '../public/session/hooks/useInitialSessionLoad';

interface Props {
  registry: RemoteRegistry;
  override?: RemoteOverride | null;
  /** The browser's router; the landing page's server render passes a static one. */
  Router?: ComponentType<{ children: ReactNode }>;
}

export function App({ registry, override = null, Router = BrowserRouter }: Props) {
  useInitialSessionLoad();

  // The page's one query client sits above every route, so each remote mounted below reads and
  // fills the same cache.
  return (
    <QueryProvider>
      <RegistryContext.Provider value={registry}>
        <OverrideContext.Provider value={override}>
          <OverrideBanner />
          <Router>
            <AppRoutes />
            <NavigationA11y />
          </Router>
        </OverrideContext.Provider>
      </RegistryContext.Provider>
    </QueryProvider>
  );
}
