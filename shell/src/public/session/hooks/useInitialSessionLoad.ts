import { useSessionStore } from '@doorloopjes/runtime';
import { useEffect } from 'react';

/** Loads the session (settings, and for a token the user and list) once the app has mounted. */
export function useInitialSessionLoad(): void {
  const loadInitialData = useSessionStore((state) => state.loadInitialData);
  useEffect(() => {
    void loadInitialData();
  }, [loadInitialData]);
}
