import { beforeAll, describe, expect, inject, it } from 'vitest';
import { startSteadyLoad, type LoadCounts } from '../../scripts/lib/steady-load.mjs';
import { DEMO, json, send } from './http';

/**
 * Restarts and crashes under a steady load of reads and writes through nginx, counted by a
 * separate process as a client would: a rolling restart (drain, stop, start, healthy, next) fails
 * no request; a SIGKILLed instance fails no read (nginx retries it on the other instance) and no
 * write silently (a write cut off is answered with an error; the versioned layout is never
 * written twice).
 */
const urls = () => inject('clusterUrls');
let jwt = '';
let userId = 0;

beforeAll(async () => {
  const login = await json<{ jwt: string; user: { id: number } }>(`${urls().instances[0]}/api/auth/local`, send(DEMO));
  ({ jwt } = login.body);
  userId = login.body.user.id;
});

async function underLoad(action: () => Promise<void>, settleMs: number): Promise<LoadCounts> {
  const load = startSteadyLoad({ url: urls().proxy, jwt, userId, readers: 6, writers: 1 });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await action();
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  return load.stop();
}

const report = (what: string, counts: LoadCounts) =>
  process.stdout.write(
    `[restarts] ${what}: ${counts.reads} reads (${counts.failedReads.length} failed), ${counts.writes} writes (${counts.failedWrites.length} failed${counts.failedWrites.length ? `: ${[...new Set(counts.failedWrites)].join(', ')}` : ''}), ${counts.resent} sent again after nginx closed an idle connection\n`,
  );

const control = async (path: string) => expect((await fetch(`${urls().control}${path}`)).status).toBe(204);

describe('restarts no one notices', () => {
  it('a rolling restart of both instances fails no request', async () => {
    const counts = await underLoad(() => control('/rolling-restart'), 1000);
    report('rolling restart', counts);
    expect(counts.failedReads).toEqual([]);
    expect(counts.failedWrites).toEqual([]);
    expect(counts.writes).toBeGreaterThan(0);
  }, 300_000);

  it('an instance killed with SIGKILL fails no read, and a write it cut off is answered with an error, not lost silently', async () => {
    const before = (await json<{ cluster_builder_version: number }>(`${urls().proxy}/api/users/me`, { headers: { Authorization: `Bearer ${jwt}` } })).body.cluster_builder_version;
    const counts = await underLoad(() => control('/kill/1'), 3000);
    report('SIGKILL of one instance', counts);
    expect(counts.failedReads).toEqual([]);
    // Every write the client counted as done moved the version by exactly one; a cut-off write is
    // an answered error (502) that the client retried from the stored version.
    for (const failure of counts.failedWrites) expect(failure).toMatch(/^status (502|409)$/);
    const after = (await json<{ cluster_builder_version: number }>(`${urls().proxy}/api/users/me`, { headers: { Authorization: `Bearer ${jwt}` } })).body.cluster_builder_version;
    expect(after - before).toBeGreaterThanOrEqual(counts.writes - counts.failedWrites.length);
    expect(after - before).toBeLessThanOrEqual(counts.writes);
    await control('/restart/1');
  }, 300_000);
});
