import { afterEach, describe, expect, it, vi } from 'vitest';
import manifestTimeoutPlugin, { MANIFEST_TIMEOUT_MS } from './manifestTimeoutPlugin';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A fetch that never answers but honours its abort signal, like a hanging server. */
function hangingFetch() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(
    (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );
}

describe('manifest timeout runtime plugin', () => {
  const manifestFetch = (url: string) => {
    const plugin = manifestTimeoutPlugin();
    if (!plugin.fetch) throw new Error('the plugin has no fetch hook');
    return plugin.fetch(url, {}) as Promise<Response>;
  };

  it('passes a manifest that answers in time through', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    const response = await manifestFetch('http://localhost:3002/mf-manifest.json');
    expect(response.status).toBe(200);
  });

  it('aborts a manifest fetch that hangs past the timeout', async () => {
    vi.useFakeTimers();
    hangingFetch();
    const pending = manifestFetch('http://localhost:3002/mf-manifest.json');
    const assertion = expect(pending).rejects.toThrow(/antwoordde niet binnen/);
    await vi.advanceTimersByTimeAsync(MANIFEST_TIMEOUT_MS - 1);
    let settled = false;
    void pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });
});
