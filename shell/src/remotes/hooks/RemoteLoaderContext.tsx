import { createContext } from 'react';
import { loadRemoteModule, resetRemote, type RemoteLoader } from '../loader';
import type { RemoteName } from '@doorloopjes/shared';

export interface RemoteLoading {
  load: RemoteLoader;
  reset: (remote: RemoteName) => void;
}

/** Lets tests (and a single-bundle build) substitute local imports for federated loads. */
export const RemoteLoaderContext = createContext<RemoteLoading>({ load: loadRemoteModule, reset: resetRemote });
