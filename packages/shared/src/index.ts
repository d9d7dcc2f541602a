/**
 * @doorloopjes/shared: plain libraries each app bundles what it uses of (UI primitives, formatting,
 * path builders, analytics). Not federated: what must exist once per page is
 * @doorloopjes/runtime. The platform contract, the message catalogue and the content types are
 * re-exported so an app imports its plain building blocks from one place.
 */
export * from './a11y';
export * from './api/analytics';
export * from './api/remoteHealth';
export { reportingSourceError, reportSourceError } from './api/reportSourceError';
export { retryAfterSeconds } from './api/retryAfter';
export * from './api/mediaUrl';
export * from '@doorloopjes/platform-contract';
export * from './content/upcomingWebinars';
export * from './format/date';
export { randomId } from './random/randomId';
export * from './hooks/useNarrowScreen';
export { messages } from '@doorloopjes/messages';
export * from './routes/paths';
export * from '@doorloopjes/content-types';
export * from './video/vimeo';
export * from './ui';
