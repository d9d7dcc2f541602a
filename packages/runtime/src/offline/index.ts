export * from './storageNames';
export { backoffDelay, DEFAULT_BACKOFF, type BackoffOptions } from './backoff';
export { createReconnector, type Reconnector } from './reconnect';
export { offlineStore } from './offlineStore';
export { clearPersonalData } from './clearPersonalData';
export { isBrowserOffline } from './online';
