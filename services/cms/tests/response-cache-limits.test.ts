import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

interface Entry {
  stamp: string;
  type: string;
  etag: string;
  raw: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
}
interface Hub {
  entries: { size: number; calculatedSize: number; get: (key: string) => Entry | undefined };
  store: (key: string, entry: Entry, stamp: string) => void;
  lookup: (key: string, stamp: string) => Entry | undefined;
}
type HubConstructor = new (strapi: unknown, limits: { enabled: boolean; maxBytes: number; maxEntries: number; maxAgeMs: number }) => Hub;

const { CacheHub } = createRequire(import.meta.url)('../src/cache/hub.js') as { CacheHub: HubConstructor };

const entry = (bytes: number): Entry => ({ stamp: '0', type: 'application/json', etag: '"x"', raw: Buffer.alloc(bytes, 'a'), gzip: null, br: null });

describe('the cache memory is bounded (the process-level store, no server needed)', () => {
  it('attack: 12 KB URLs with 83-byte answers count their URL, so they cannot exceed the budget', () => {
    const hub = new CacheHub({}, { enabled: true, maxBytes: 1024 * 1024, maxEntries: 100_000, maxAgeMs: 60_000 });
    const longQuery = 'x'.repeat(12 * 1024);
    for (let index = 0; index < 500; index += 1) hub.store(`public  /api/themes?${longQuery}&n=${index}`, entry(83), '0');
    expect(hub.entries.calculatedSize).toBeLessThanOrEqual(1024 * 1024);
    // About 85 entries of 12 KB fit in 1 MB; counting the body alone would have kept all 500.
    expect(hub.entries.size).toBeLessThan(90);
    expect(hub.entries.size).toBeGreaterThan(50);
  });

  it('keeps at most the configured number of entries', () => {
    const hub = new CacheHub({}, { enabled: true, maxBytes: 64 * 1024 * 1024, maxEntries: 10, maxAgeMs: 60_000 });
    for (let index = 0; index < 50; index += 1) hub.store(`public  /api/themes?n=${index}`, entry(10), '0');
    expect(hub.entries.size).toBe(10);
  });

  it('no entry outlives the maximum age, whatever invalidation was missed', async () => {
    const hub = new CacheHub({}, { enabled: true, maxBytes: 1024 * 1024, maxEntries: 10, maxAgeMs: 50 });
    hub.store('public  /api/themes', entry(10), '0');
    expect(hub.lookup('public  /api/themes', '0')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(hub.lookup('public  /api/themes', '0')).toBeUndefined();
  });
});
