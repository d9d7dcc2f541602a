import { useSessionStore } from '@doorloopjes/shared';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { RemoteRegistry } from '../remotes/registry';
import { RegistryContext } from '../remotes/RegistryContext';
import { AppRoutes } from './AppRoutes';

export function App({ registry }: { registry: RemoteRegistry }) {
  const loadInitialData = useSessionStore((state) => state.loadInitialData);
  useEffect(() => {
    void loadInitialData();
  }, [loadInitialData]);

  return (
    <RegistryContext.Provider value={registry}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </RegistryContext.Provider>
  );
}
