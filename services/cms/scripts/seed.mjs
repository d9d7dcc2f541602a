// @ts-check
/**
 * Runs the idempotent seed against the configured database without starting the HTTP server.
 * SEED_RUNS=n runs it n times in a row (the tests use 2 to prove a second run adds nothing).
 * The last line of stdout is a JSON array with one { created, totals } summary per run.
 */
import { createRequire } from 'node:module';
import { APP_DIR } from './lib/strapi-process.mjs';

const require = createRequire(import.meta.url);
const { createStrapi } = require('@strapi/strapi');

// The bootstrap must not seed on its own here: this script decides when the seed runs.
process.env.SEED_ON_BOOT = 'never';

const app = await createStrapi({ appDir: APP_DIR, distDir: APP_DIR }).load();
const { seed } = require('../src/seed');
const runs = Number(process.env.SEED_RUNS || 1);
const summaries = [];
try {
  for (let i = 0; i < runs; i += 1) {
    summaries.push(await seed(app, { testContent: process.env.SEED_TEST_CONTENT === 'true' }));
  }
} finally {
  await app.destroy();
}
process.stdout.write(`${JSON.stringify(summaries)}\n`);
process.exit(0);
