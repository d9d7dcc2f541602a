import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAssistantSessionId, STORAGE_KEYS } from './keys';

describe('STORAGE_KEYS', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives every key its own name', () => {
    const names = Object.values(STORAGE_KEYS).map((key) => (typeof key === 'function' ? key(1) : key));
    expect(new Set(names).size).toBe(names.length);
  });

  it("reads the assistant's session id from this tab's storage", () => {
    expect(readAssistantSessionId()).toBeNull();
    sessionStorage.setItem('ai_session_id', 'sessie-1');
    expect(readAssistantSessionId()).toBe('sessie-1');
  });

  it('gives null when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('geblokkeerd');
    });
    expect(readAssistantSessionId()).toBeNull();
  });
});
