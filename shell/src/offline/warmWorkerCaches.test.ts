import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepUncontrolledPageLoad, keptByWorker, UNCONTROLLED_REQUESTS_SETTLE_MS, warmWorkerCaches } from './warmWorkerCaches';

const SHELL = 'http://localhost:3000';
/** A resource entry of a request the page started at `startTime` (before control by default). */
const entry = (name: string, startTime = 10) => ({ name, startTime }) as PerformanceEntry;
const CONTROLLED_SINCE = 100;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
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
    const asked = await warmWorkerCaches(
      [
        entry('http://localhost:1337/api/remote-registry/development'),
        entry('http://localhost:3001/mf-manifest.json'),
        entry('http://localhost:3001/mf-manifest.json'),
        entry('http://localhost:1337/api/users/me'),
        entry(image),
        // Started after the worker took control: the worker saw it already.
        entry('http://localhost:3001/static/js/async/9.a1b2c3d4e5.js', CONTROLLED_SINCE + 5),
      ],
      CONTROLLED_SINCE,
    );
    expect(asked).toHaveLength(3);
    expect(fetched).toEqual([
      ['http://localhost:1337/api/remote-registry/development', 'cors'],
      ['http://localhost:3001/mf-manifest.json', 'cors'],
      [image, 'cors'],
      [image, 'no-cors'],
    ]);
  });

  it('gives up quietly when the connection is gone meanwhile', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(warmWorkerCaches([entry('http://localhost:3001/remoteEntry.js')], CONTROLLED_SINCE)).resolves.toEqual(['http://localhost:3001/remoteEntry.js']);
  });
});

/** A stand-in for the browser's PerformanceObserver that the test feeds entries to. */
class FakeObserver {
  static current: FakeObserver | undefined;
  observed: PerformanceObserverInit | undefined;
  disconnected = false;
  constructor(private readonly callback: (list: { getEntries: () => PerformanceEntry[] }) => void) {
    FakeObserver.current = this;
  }
  observe(options: PerformanceObserverInit) {
    this.observed = options;
  }
  disconnect() {
    this.disconnected = true;
  }
  deliver(...entries: PerformanceEntry[]) {
    this.callback({ getEntries: () => entries });
  }
}

describe('keepUncontrolledPageLoad', () => {
  it('also keeps what the page started before control but finished after it, once, and nothing the worker served itself', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    vi.stubGlobal(
      'fetch',
      vi.fn((address: string) => {
        fetched.push(address);
        return Promise.resolve(new Response('ok'));
      }),
    );
    vi.useFakeTimers();
    keepUncontrolledPageLoad(CONTROLLED_SINCE);
    const observer = FakeObserver.current!;
    expect(observer.observed).toEqual({ type: 'resource', buffered: true });

    // What had finished when control changed (the buffered entries)...
    observer.deliver(entry('http://localhost:1337/api/remote-registry/development'), entry('http://localhost:3001/remoteEntry.js'));
    // ...then a step image that was still loading, a chunk the worker already served, and the image again.
    const lateImage = 'http://localhost:1337/uploads/medium_stap_2_4f8e4c0a7a.webp';
    observer.deliver(entry(lateImage, 90), entry('http://localhost:3001/static/js/async/9.a1b2c3d4e5.js', CONTROLLED_SINCE + 1));
    observer.deliver(entry(lateImage, 90));
    await vi.waitFor(() => expect(fetched).toHaveLength(3));
    expect(fetched).toEqual(['http://localhost:1337/api/remote-registry/development', 'http://localhost:3001/remoteEntry.js', lateImage]);

    expect(observer.disconnected).toBe(false);
    vi.advanceTimersByTime(UNCONTROLLED_REQUESTS_SETTLE_MS);
    expect(observer.disconnected).toBe(true);
  });
});
