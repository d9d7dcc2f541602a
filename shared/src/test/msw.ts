import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG } from '../config/runtimeConfig';

/** Absolute URL of a content-service path, as the shared content-service client calls it in tests. */
export function contentUrl(path: string): string {
  return `${DEFAULT_RUNTIME_CONFIG.contentUrl}${path}`;
}

/** Absolute URL of an assistant-service path. */
export function assistantUrl(path: string): string {
  return `${DEFAULT_RUNTIME_CONFIG.assistantUrl}${path}`;
}

/**
 * An MSW server for the current test file: any request without a handler fails the test, so
 * a component cannot silently call an endpoint nobody expected.
 */
export function setupMswServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
