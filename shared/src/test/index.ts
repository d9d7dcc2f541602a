export { assistantUrl, contentUrl, setupMswServer } from './msw';
export { createTestQueryClient, renderWithQueryClient, TestQueryProvider } from './queryClient';
