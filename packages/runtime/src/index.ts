/**
 * @doorloopjes/runtime: what must exist once per page, federated as a singleton so the shell and
 * every remote share one session store, one query client, one content-service client (its
 * ApiError class too, so `instanceof` holds across apps), one runtime config, one set of window
 * event listeners and one announcer. Everything else is a plain library (@doorloopjes/shared)
 * that each app bundles. Keep it small: every export here is in the singleton's chunk. Its major
 * version is in the platform contract; a breaking change to what it exports is a new major.
 */
export { announce, useAnnouncerStore, type Politeness } from './a11y/announce';
export { usePageTitleStore, type PublishedPageTitle } from './a11y/pageTitleStore';
export { ApiError, apiClient, endSessionOnServer, sessionAccessToken, errorStatus, isAuthFailure, isNetworkFailure, serverErrorMessage, type ApiResponse, type HttpClient, type RequestConfig } from './api/client';
export { contentRequestLine, type ContentQuery, type ContentRole } from './api/contentQuery';
export { getContent } from './api/getContent';
export { previewCredential, startPreview, stopPreview, usePreviewRefused } from './api/preview';
export * from './api/guides';
export * from './api/explainers';
export { strapiQuery, type StrapiQuery } from './api/strapiQuery';
export * from './api/globalSettings';
export * from './api/token';
export { tokenClaims, isTokenExpiring, type TokenClaims } from './api/tokenClaims';
export * from './api/users';
export * from './config/runtimeConfig';
export { loadRuntimeConfig, parseRuntimeConfig } from './config/loadRuntimeConfig';
export * from './events/windowEvents';
export { createQueryClient, queryClient, QUERY_DEFAULTS, CONTENT_STALE_TIME_MS, CONTENT_KEPT_MS, freshUnlessMissing } from './query/queryClient';
export { persistQueryCacheForSession } from './query/persistForSession';
export { contentKeys, explainerKeys, guideKeys, settingsKeys, userKeys } from './query/keys';
export { QueryProvider } from './query/QueryProvider';
export { useVersionedSave, type VersionedSaveOptions, type VersionedSaveResult } from './query/useVersionedSave';
export * from './offline';
export * from './storage/keys';
export * from './storage/webStorage';
export * from './store/doorloopjeStatus';
export { createThrottle } from './timing/throttle';
export { useSessionStore, type SessionState } from './store/sessionStore';
