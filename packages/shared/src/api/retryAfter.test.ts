import { describe, expect, it } from 'vitest';
import { ApiError } from '@doorloopjes/runtime';
import { retryAfterSeconds } from './retryAfter';

function refused(data: unknown, headers: Record<string, string> = {}): ApiError {
  return new ApiError('Request failed with status code 429', 'refused', {}, { data, status: 429, headers });
}

describe('retryAfterSeconds', () => {
  it("reads the content service's error.details.retryAfter", () => {
    expect(retryAfterSeconds(refused({ data: null, error: { status: 429, details: { retryAfter: 900 } } }))).toBe(900);
  });

  it('falls back to the Retry-After header when the body names no wait', () => {
    expect(retryAfterSeconds(refused({ error: { status: 429, details: {} } }, { 'retry-after': '42' }))).toBe(42);
  });

  it('rounds part seconds up', () => {
    expect(retryAfterSeconds(refused({ error: { details: { retryAfter: 1.2 } } }))).toBe(2);
  });

  it('is undefined without a usable wait, and for errors that are not answers', () => {
    expect(retryAfterSeconds(refused({ error: { details: { retryAfter: 'straks' } } }))).toBeUndefined();
    expect(retryAfterSeconds(refused('<html>', { 'retry-after': 'Wed, 21 Oct 2026 07:28:00 GMT' }))).toBeUndefined();
    expect(retryAfterSeconds(refused(null))).toBeUndefined();
    expect(retryAfterSeconds(new Error('netwerk'))).toBeUndefined();
  });
});
