import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_DIR, databaseEnv, makeTempDir } from '../scripts/lib/strapi-process.mjs';

interface Summary {
  created: Record<string, number>;
  totals: Record<string, number>;
}

const tmpDir = makeTempDir('cms-seed-test-');
afterAll(() => fs.rmSync(tmpDir, { recursive: true, force: true }));

/** Runs scripts/seed.mjs against a fresh database, `runs` times in one process. */
function runSeed(runs: number): Promise<Summary[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(APP_DIR, 'scripts', 'seed.mjs')], {
      cwd: APP_DIR,
      env: {
        ...process.env,
        ...databaseEnv(tmpDir, process.env.SEED_TEST_DATABASE_NAME ?? 'cms_seed_test'),
        NODE_ENV: 'test',
        SEED_RUNS: String(runs),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => {
      const last = out.trim().split('\n').pop() ?? '';
      if (code !== 0) return reject(new Error(`seed exited with ${code}: ${err.slice(-2000)}`));
      resolve(JSON.parse(last) as Summary[]);
    });
  });
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
