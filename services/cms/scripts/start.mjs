// @ts-check
/**
 * `pnpm start`: builds the admin panel when no build exists yet, starts MailDev (SMTP 1025,
 * web 1080) unless something already listens on the SMTP port or SMTP_HOST points elsewhere,
 * then runs `strapi start`. It does not seed: `pnpm start` at the root runs `scripts/seed.mjs` first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startMailDev } from '@doorloopjes/dev-processes/maildev';
import { isListening } from '@doorloopjes/dev-processes/ports';
import { APP_DIR, spawnStrapi } from './lib/strapi-process.mjs';

const adminBuilt = fs.existsSync(path.join(APP_DIR, 'build', 'index.html')) || fs.existsSync(path.join(APP_DIR, 'dist', 'build', 'index.html'));
if (process.env.SERVE_ADMIN_PANEL !== 'false' && !adminBuilt) {
  console.log('[cms] No admin panel build found: running `strapi build` once.');
  const code = await new Promise((resolve) => spawnStrapi('build').on('exit', resolve));
  if (code !== 0) process.exit(typeof code === 'number' ? code : 1);
}

/** @type {Awaited<ReturnType<typeof startMailDev>> | undefined} */
let maildev;
const smtpHost = process.env.SMTP_HOST || '127.0.0.1';
const smtpPort = Number(process.env.SMTP_PORT || 1025);
const localSmtp = ['127.0.0.1', 'localhost'].includes(smtpHost);
if (process.env.MAILDEV !== 'false' && localSmtp && !(await isListening(smtpPort, '127.0.0.1'))) {
  const webPort = Number(process.env.MAILDEV_WEB_PORT || 1080);
  maildev = await startMailDev({ smtpPort, webPort });
  console.log(`[cms] MailDev started: SMTP ${smtpPort}, web http://localhost:${webPort}`);
}

const strapi = spawnStrapi('start');

const stop = (/** @type {NodeJS.Signals} */ signal) => {
  strapi.kill(signal);
  void maildev?.stop();
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
strapi.on('exit', async (code) => {
  await maildev?.stop();
  process.exit(code ?? 0);
});
