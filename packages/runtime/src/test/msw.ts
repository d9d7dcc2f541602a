import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG } from '../config/runtimeConfig';
import { watchMockedAnswers } from './mockedAnswerCheck';

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
 * a component cannot silently call an endpoint nobody expected, and a content answer that does
 * not fit the content service's schema fails it too (mockedAnswerCheck.ts).
 */
export function setupMswServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  const mockedProblems = watchMockedAnswers(server);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    expect(mockedProblems(), 'mocked content answers that the content service would never give').toEqual([]);
  });
  afterAll(() => server.close());
  return server;
}
