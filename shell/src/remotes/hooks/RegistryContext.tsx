import type { RemoteName } from '@doorloopjes/shared';
import { createContext, useContext } from 'react';
import type { RemoteRegistry } from '../registry';

export const RegistryContext = createContext<RemoteRegistry>({});

/** Whether a remote is switched on in this environment's registry. */
export function useRemoteEnabled(name: RemoteName): boolean {
  return useContext(RegistryContext)[name] !== undefined;
}
