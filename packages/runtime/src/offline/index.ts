export * from './storageNames';
export { backoffDelay, DEFAULT_BACKOFF, type BackoffOptions } from './backoff';
export { createReconnector, type Reconnector } from './reconnect';
export { clearSessionSnapshot, offlineStore, readSessionSnapshot, saveSessionSnapshot, type SessionSnapshot } from './sessionSnapshot';
export { clearPersonalData } from './clearPersonalData';
export { isBrowserOffline } from './online';
