// @ts-check
// MailDev, the local SMTP catcher, started in one place: by `pnpm start` (fixed ports 1025/1080),
// by the content service's own start script when run alone, and by the cms API tests (free ports).
import { createRequire } from 'node:module';
import { waitFor } from './health.mjs';
import { startProcess, stopProcess } from './processes.mjs';

const MAILDEV_BIN = createRequire(import.meta.url).resolve('maildev/bin/maildev');

/**
 * Starts MailDev on loopback and waits until its web interface (and REST API) answers.
 * @param {{ smtpPort: number, webPort: number, quiet?: boolean }} options
 * @returns {Promise<{ smtpPort: number, webUrl: string, stop: () => Promise<void> }>}
 */
export async function startMailDev({ smtpPort, webPort, quiet = false }) {
  const child = startProcess('maildev', process.execPath, [MAILDEV_BIN, '--ip', '127.0.0.1', '--smtp', String(smtpPort), '--web', String(webPort)], { quiet });
  const webUrl = `http://127.0.0.1:${webPort}`;
  const stop = () => stopProcess(child);
  try {
    await waitFor(`${webUrl}/`, 30_000, 'MailDev', { intervalMs: 100, gaveUp: () => (child.exitCode === null ? null : 'exited during start-up') });
  } catch (error) {
    await stop();
    throw error;
  }
  return { smtpPort, webUrl, stop };
}
