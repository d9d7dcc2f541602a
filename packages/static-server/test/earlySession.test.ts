import { EARLY_REQUESTS_GLOBAL } from '@doorloopjes/runtime/early-requests';
import { STORAGE_KEYS } from '@doorloopjes/runtime/storage-keys';
import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { earlySessionScript } from '../src/earlySession';

const REQUESTS = [
  { url: '/api/settings', auth: false },
  { url: '/api/users/me?populate=*', auth: true },
];

/** Runs the script's text as a page would, with `token` stored; returns the fetches and what it left for the runtime. */
function runScript(text: string, token: string | null) {
  const fetches: Array<{ url: string; headers: Record<string, string> }> = [];
  const window: Record<string, unknown> = {};
  runInNewContext(text, {
    window,
    localStorage: { getItem: (key: string) => (key === STORAGE_KEYS.token ? token : null) },
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      fetches.push({ url, headers: init.headers });
      return Promise.resolve('answer');
    },
  });
  return { fetches, early: window[EARLY_REQUESTS_GLOBAL] as Record<string, { bearer: string | null }> | undefined };
}

describe('earlySessionScript', () => {
  it('is nothing without a content service or requests', () => {
    expect(earlySessionScript(undefined, REQUESTS)).toBeNull();
    expect(earlySessionScript('http://localhost:1337', [])).toBeNull();
    expect(earlySessionScript('http://localhost:1337', undefined)).toBeNull();
  });

  it("starts the session's loads with the stored token and leaves them where the runtime adopts them", () => {
    const session = earlySessionScript('http://localhost:1337', REQUESTS);
    const text = session?.tag.replace(/^<script>/, '').replace(/<\/script>$/, '') ?? '';
    const { fetches, early } = runScript(text, 'token-1');
    expect(fetches).toEqual([
      { url: 'http://localhost:1337/api/settings', headers: { Accept: 'application/json' } },
      { url: 'http://localhost:1337/api/users/me?populate=*', headers: { Accept: 'application/json', Authorization: 'Bearer token-1' } },
    ]);
    expect(early?.['http://localhost:1337/api/settings']?.bearer).toBeNull();
    expect(early?.['http://localhost:1337/api/users/me?populate=*']?.bearer).toBe('token-1');
    // The CSP allows exactly this script.
    expect(session?.cspSource).toBe(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  });

  it('sends nothing for a visitor (no token)', () => {
    const text = earlySessionScript('http://localhost:1337', REQUESTS)?.tag.slice('<script>'.length, -'</script>'.length) ?? '';
    expect(runScript(text, null)).toEqual({ fetches: [], early: undefined });
  });

  it('cannot be closed early by an address with </script> in it', () => {
    const session = earlySessionScript('http://localhost:1337', [{ url: '/api/x?q=</script><script>alert(1)', auth: false }]);
    expect(session?.tag.match(/<\/script>/g)).toHaveLength(1);
  });
});
