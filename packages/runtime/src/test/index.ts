export { emulateViewportWidth, restoreViewport } from './viewport';
export { assistantUrl, contentUrl, setupMswServer } from './msw';
export { createTestQueryClient, renderWithQueryClient, TestQueryProvider } from './queryClient';
/** A test's second tab: a query client of its own, sharing its cache like a logged-in tab. */
export { shareQueryCacheAcrossTabs } from '../query/shareAcrossTabs';
