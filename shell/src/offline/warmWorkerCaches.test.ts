import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptByWorker, warmWorkerCaches } from './warmWorkerCaches';

const SHELL = 'http://localhost:3000';
const entry = (name: string) => ({ name }) as PerformanceEntry;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('keptByWorker', () => {
  it("keeps the registry, the remotes' manifests, entries and chunks, and uploaded images", () => {
    for (const address of [
      `${SHELL}/remotes.json`,
      `${SHELL}/config.json`,
      'http://localhost:1337/api/remote-registry/development',
      'http://localhost:3001/mf-manifest.json',
      'http://localhost:3001/remoteEntry.js',
      'http://localhost:3001/static/js/async/412.a1b2c3d4e5.js',
      'http://localhost:1337/uploads/medium_stap_1_4f8e4c0a7a.webp',
    ]) {
      expect(keptByWorker(address, SHELL), address).toBe(true);
    }
  });

  it("leaves the content service's answers and the shell's own (precached) files alone", () => {
    expect(keptByWorker('http://localhost:1337/api/doorloopjes?filters[slug][$eq]=een', SHELL)).toBe(false);
    expect(keptByWorker('http://localhost:1337/api/users/me', SHELL)).toBe(false);
    expect(keptByWorker(`${SHELL}/static/js/index.a1b2c3d4e5.js`, SHELL)).toBe(false);
  });
});

describe('warmWorkerCaches', () => {
  it('asks once more for each kept address the page loaded, from the browser cache, opaque when CORS is refused', async () => {
    const fetched: Array<[string, RequestMode | undefined]> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((address: string, init?: RequestInit) => {
        fetched.push([address, init?.mode]);
        expect(init?.cache).toBe('force-cache');
        // The uploads answer without CORS headers: only an opaque request succeeds.
        return address.includes('/uploads/') && init?.mode === 'cors' ? Promise.reject(new TypeError('CORS')) : Promise.resolve(new Response('ok'));
      }),
    );
    const image = 'http://localhost:1337/uploads/small_stap_1_4f8e4c0a7a.png';
    const count = await warmWorkerCaches([
      entry('http://localhost:1337/api/remote-registry/development'),
      entry('http://localhost:3001/mf-manifest.json'),
      entry('http://localhost:3001/mf-manifest.json'),
      entry('http://localhost:1337/api/users/me'),
      entry(image),
    ]);
    expect(count).toBe(3);
    expect(fetched).toEqual([
      ['http://localhost:1337/api/remote-registry/development', 'cors'],
      ['http://localhost:3001/mf-manifest.json', 'cors'],
      [image, 'cors'],
      [image, 'no-cors'],
    ]);
  });

  it('gives up quietly when the connection is gone meanwhile', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(warmWorkerCaches([entry('http://localhost:3001/remoteEntry.js')])).resolves.toBe(1);
  });
});
