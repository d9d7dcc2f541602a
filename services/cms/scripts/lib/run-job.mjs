// @ts-check
/**
 * Runs one of the content service's scheduled jobs now, against the configured database, without
 * starting the HTTP server. JOB_NOW=<ISO date> runs it as if it were that moment (the tests use
 * it instead of waiting days or months). The last line of stdout is `{"removed": n}`.
 */
import { createRequire } from 'node:module';
import { APP_DIR } from './strapi-process.mjs';

const require = createRequire(import.meta.url);
const { createStrapi } = require('@strapi/strapi');

/** @param {(strapi: any, now: Date) => Promise<number>} job */
export async function runJob(job) {
  const app = await createStrapi({ appDir: APP_DIR, distDir: APP_DIR }).load();
  let removed = 0;
  try {
    removed = await job(app, process.env.JOB_NOW ? new Date(process.env.JOB_NOW) : new Date());
  } finally {
    await app.destroy();
  }
  process.stdout.write(`${JSON.stringify({ removed })}\n`);
  process.exit(0);
}
