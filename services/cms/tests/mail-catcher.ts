import { startMailDev } from '@doorloopjes/dev-processes/maildev';
import { findFreePort } from '@doorloopjes/dev-processes/ports';

/** A real SMTP catcher (MailDev) on free loopback ports; its REST API lists received mail. */
export async function startMailCatcher(): Promise<{ smtpPort: number; webUrl: string; stop: () => Promise<void> }> {
  return startMailDev({ smtpPort: await findFreePort(), webPort: await findFreePort(), quiet: true });
}
