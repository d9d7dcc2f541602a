/**
 * @doorloopjes/shared: the contract every app shares. Federated as a singleton, so the session
 * store, the content-service client and the runtime config exist once per page.
 */
export * from './a11y';
export * from './api/analytics';
export * from './api/remoteHealth';
export { ApiError, apiClient, errorStatus, isAuthFailure, isNetworkFailure, serverErrorMessage } from './api/client';
export { contentRequestLine, type ContentQuery, type ContentRole } from './api/contentQuery';
export { getContent } from './api/getContent';
export { reportingSourceError, reportSourceError } from './api/reportSourceError';
export { retryAfterSeconds } from './api/retryAfter';
export * from './api/doorloopjes';
export * from './api/explainers';
export { strapiQuery, type StrapiQuery } from './api/strapiQuery';
export * from './api/globalSettings';
export * from './api/mediaUrl';
export * from './api/token';
export * from './api/users';
export * from './config/runtimeConfig';
export * from './contracts/remotes';
export * from './contracts/routes';
export * from './events/windowEvents';
export * from './format/date';
export * from './hooks/useNarrowScreen';
export { createQueryClient, queryClient, QUERY_DEFAULTS, CONTENT_STALE_TIME_MS, CONTENT_KEPT_MS } from './query/queryClient';
export { persistQueryCacheForSession } from './query/persistForSession';
export { QueryProvider } from './query/QueryProvider';
export { currentGlobalSettings, currentGuideList, currentUser, showUser, useGlobalSettings, useGuideList, useSessionUser } from './query/sessionQueries';
export { useVersionedSave, type VersionedSaveOptions, type VersionedSaveResult } from './query/useVersionedSave';
export { messages } from './messages';
export * from './offline';
export * from './routes/paths';
export * from './storage/keys';
export * from './store/doorloopjeStatus';
export { createThrottle } from './timing/throttle';
export { useSessionStore, type SessionState } from './store/sessionStore';
export * from './types/entities';
export * from './video/vimeo';
export * from './ui';
