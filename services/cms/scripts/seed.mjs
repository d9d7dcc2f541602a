// @ts-check
/**
 * The demo seed, run before Strapi serves (never by Strapi's own boot): loads the app without
 * its HTTP server and runs the idempotent seed against the configured database.
 *
 * `--if-empty` is what `pnpm start` and the tests run: the whole demo set on an empty database,
 * only the demo accounts on a filled one. Without it the full seed runs (adding what is missing).
 * SEED_RUNS=n runs it n times in a row (the tests use 2 to prove a second run adds nothing);
 * SEED_TEST_CONTENT=true adds the unsafe-HTML fixtures; SEED_ON_BOOT=never (the production default)
 * seeds nothing.
 * The last line of stdout is a JSON array with one { created, totals } summary per run.
 */
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { APP_DIR } from './lib/strapi-process.mjs';

const require = createRequire(import.meta.url);
const { createStrapi } = require('@strapi/strapi');
const { seed, seedFirstStart } = require('../src/seed');
const { seedPolicy } = require('../src/bootstrap/seed-policy');

// Under NODE_ENV=production nothing is seeded unless SEED_ON_BOOT asks for it explicitly.
if (seedPolicy().mode === 'never') {
  process.stdout.write('[]\n');
  process.exit(0);
}

const { values } = parseArgs({ options: { 'if-empty': { type: 'boolean', default: false } } });
const run = values['if-empty'] ? seedFirstStart : seed;
const testContent = process.env.SEED_TEST_CONTENT === 'true';

const app = await createStrapi({ appDir: APP_DIR, distDir: APP_DIR }).load();
const runs = Number(process.env.SEED_RUNS || 1);
const summaries = [];
try {
  for (let i = 0; i < runs; i += 1) summaries.push(await run(app, { testContent }));
} finally {
  await app.destroy();
}
process.stdout.write(`${JSON.stringify(summaries)}\n`);
process.exit(0);
