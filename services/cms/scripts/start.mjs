// @ts-check
/**
 * `pnpm start`: builds the admin panel when no build exists yet, starts MailDev (SMTP 1025,
 * web 1080) unless something already listens on the SMTP port or SMTP_HOST points elsewhere,
 * then runs `strapi start`. It does not seed: `pnpm start` at the root runs `scripts/seed.mjs` first.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isListening } from '../../../scripts/lib/ports.mjs';
import { APP_DIR } from './lib/strapi-process.mjs';

const STRAPI = path.join(APP_DIR, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
const MAILDEV = path.join(APP_DIR, 'node_modules', 'maildev', 'bin', 'maildev');

const adminBuilt = fs.existsSync(path.join(APP_DIR, 'build', 'index.html')) || fs.existsSync(path.join(APP_DIR, 'dist', 'build', 'index.html'));
if (process.env.SERVE_ADMIN_PANEL !== 'false' && !adminBuilt) {
  console.log('[cms] No admin panel build found: running `strapi build` once.');
  const result = spawnSync(process.execPath, [STRAPI, 'build'], { cwd: APP_DIR, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** @type {import('node:child_process').ChildProcess | undefined} */
let maildev;
const smtpHost = process.env.SMTP_HOST || '127.0.0.1';
const smtpPort = Number(process.env.SMTP_PORT || 1025);
const localSmtp = ['127.0.0.1', 'localhost'].includes(smtpHost);
if (process.env.MAILDEV !== 'false' && localSmtp && !(await isListening(smtpPort, '127.0.0.1'))) {
  maildev = spawn(process.execPath, [MAILDEV, '--ip', '127.0.0.1', '--smtp', String(smtpPort), '--web', process.env.MAILDEV_WEB_PORT || '1080'], {
    cwd: APP_DIR,
    stdio: 'inherit',
  });
  console.log(`[cms] MailDev started: SMTP ${smtpPort}, web http://localhost:${process.env.MAILDEV_WEB_PORT || '1080'}`);
}

const strapi = spawn(process.execPath, [STRAPI, 'start'], { cwd: APP_DIR, stdio: 'inherit', env: process.env });

const stop = (/** @type {NodeJS.Signals} */ signal) => {
  strapi.kill(signal);
  maildev?.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
strapi.on('exit', (code) => {
  maildev?.kill('SIGTERM');
  process.exit(code ?? 0);
});
