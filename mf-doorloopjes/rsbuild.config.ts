import { defineRemoteConfig } from '@doorloopjes/build-config/app-config';

/** Scope, port and exposed modules: the remote's entry in @doorloopjes/platform-contract (platform-contract.json). */
export default defineRemoteConfig('doorloopjes');
