export { emulateViewportWidth, restoreViewport } from './viewport';
export { assistantUrl, contentUrl, setupMswServer } from './msw';
export { createTestQueryClient, renderWithQueryClient, TestQueryProvider } from './queryClient';
