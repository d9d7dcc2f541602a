import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MUTATION_DEFAULTS, QUERY_DEFAULTS } from '../query/queryClient';

/**
 * A fresh client per test with the platform's defaults, except that a failure shows at once (no
 * retry) and nothing is collected while a test runs.
 */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS, retry: false, gcTime: Infinity }, mutations: MUTATION_DEFAULTS } });
}

/** Wraps children in a query client provider; for render helpers that already build a tree. */
export function TestQueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** `render` inside a fresh test query client; returns the client too, to inspect its cache. */
export function renderWithQueryClient(ui: ReactElement, options?: RenderOptions & { client?: QueryClient }) {
  const client = options?.client ?? createTestQueryClient();
  const Inner = options?.wrapper;
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => <TestQueryProvider client={client}>{Inner ? <Inner>{children}</Inner> : children}</TestQueryProvider>,
  });
  return { ...result, client };
}
