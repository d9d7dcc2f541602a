import { defineRemoteConfig } from '@doorloopjes/shared/app-config';

/** Scope, port and exposed modules: the remote's entry in shared/src/contracts/platform-contract.json. */
export default defineRemoteConfig('content');
