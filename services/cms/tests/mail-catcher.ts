import { createRequire } from 'node:module';
import { findFreePort } from '../scripts/lib/strapi-process.mjs';

const require = createRequire(import.meta.url);

interface MailDevInstance {
  listen(callback: (error?: Error) => void): void;
  close(callback: () => void): void;
}
type MailDevConstructor = new (options: Record<string, unknown>) => MailDevInstance;

/** A real SMTP catcher (MailDev) on free loopback ports; its REST API lists received mail. */
export async function startMailCatcher(): Promise<{ smtpPort: number; webUrl: string; stop: () => Promise<void> }> {
  const MailDev = require('maildev') as MailDevConstructor;
  const smtpPort = await findFreePort();
  const webPort = await findFreePort();
  const maildev = new MailDev({ smtp: smtpPort, web: webPort, ip: '127.0.0.1', silent: true, noOpen: true });
  await new Promise<void>((resolve, reject) => maildev.listen((error) => (error ? reject(error) : resolve())));
  return {
    smtpPort,
    webUrl: `http://127.0.0.1:${webPort}`,
    stop: () => new Promise<void>((resolve) => maildev.close(() => resolve())),
  };
}
