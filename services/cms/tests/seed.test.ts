import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseEnv, makeTempDir } from '../scripts/lib/strapi-process.mjs';
import { lastLineOfScript } from './run-script';

interface Summary {
  created: Record<string, number>;
  totals: Record<string, number>;
}

const tmpDir = makeTempDir('cms-seed-test-');
afterAll(() => fs.rmSync(tmpDir, { recursive: true, force: true }));

/** Runs scripts/seed.mjs against a fresh database, `runs` times in one process. */
async function runSeed(runs: number): Promise<Summary[]> {
  const last = await lastLineOfScript('seed.mjs', {
    ...process.env,
    ...databaseEnv(tmpDir, process.env.SEED_TEST_DATABASE_NAME ?? 'cms_seed_test'),
    NODE_ENV: 'test',
    SEED_RUNS: String(runs),
  });
  return JSON.parse(last) as Summary[];
}

describe('seed', () => {
  it('seeds a fresh database, and a second run creates nothing and changes no counts', async () => {
    const [first, second] = await runSeed(2);
    expect(first.created['api::doorloopje.doorloopje']).toBeGreaterThanOrEqual(40);
    expect(first.created['demo users']).toBe(2);
    expect(first.totals['api::doorloopje.doorloopje']).toBeGreaterThanOrEqual(40);
    expect(first.totals['plugin::upload.file']).toBeGreaterThan(40);
    expect(Object.values(second.created).every((n) => n === 0)).toBe(true);
    expect(second.totals).toEqual(first.totals);
  }, 600_000);
});
