// @ts-check
/**
 * Runs the removal of never-confirmed accounts now, against the configured database, without
 * starting the HTTP server (the daily job does the same). JOB_NOW=<ISO date> runs it as if it
 * were that moment (the tests use it instead of waiting 30 days). The last line of stdout is
 * `{"removed": n}`.
 */
import { createRequire } from 'node:module';
import { APP_DIR } from './lib/strapi-process.mjs';

const require = createRequire(import.meta.url);
const { createStrapi } = require('@strapi/strapi');

const app = await createStrapi({ appDir: APP_DIR, distDir: APP_DIR }).load();
const { removeUnconfirmedAccounts } = require('../src/own-data/unconfirmed-accounts');
let removed = 0;
try {
  removed = await removeUnconfirmedAccounts(app, process.env.JOB_NOW ? new Date(process.env.JOB_NOW) : new Date());
} finally {
  await app.destroy();
}
process.stdout.write(`${JSON.stringify({ removed })}\n`);
process.exit(0);
