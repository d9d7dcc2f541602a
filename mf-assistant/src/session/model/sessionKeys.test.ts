import { describe, expect, it } from 'vitest';
import { forgetSessionId, IGNORE_SERVER_ID_KEY, readIgnoreServerId, readStoredSessionId, resolveSessionId, SESSION_ID_KEY, storeSessionId } from './sessionKeys';

describe('resolveSessionId', () => {
  it('prefers the id in session storage', () => {
    expect(resolveSessionId('tab', 'server', false)).toBe('tab');
    expect(resolveSessionId('tab', 'server', true)).toBe('tab');
  });

  it("falls back to the user record's id", () => {
    expect(resolveSessionId(null, 'server', false)).toBe('server');
  });

  it('ignores the user record after a reset', () => {
    expect(resolveSessionId(null, 'server', true)).toBeNull();
  });

  it('has no session when neither has an id', () => {
    expect(resolveSessionId(null, null, false)).toBeNull();
    expect(resolveSessionId(null, '', false)).toBeNull();
  });
});

describe('session storage keys', () => {
  it('a reset forgets the id and sets the ignore flag; a new session clears the flag', () => {
    storeSessionId('s-1');
    expect(sessionStorage.getItem(SESSION_ID_KEY)).toBe('s-1');
    forgetSessionId();
    expect(readStoredSessionId()).toBeNull();
    expect(sessionStorage.getItem(IGNORE_SERVER_ID_KEY)).toBe('1');
    expect(readIgnoreServerId()).toBe(true);
    storeSessionId('s-2');
    expect(readStoredSessionId()).toBe('s-2');
    expect(readIgnoreServerId()).toBe(false);
  });
});
