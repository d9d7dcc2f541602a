import { messages } from '@doorloopjes/shared';

/**
 * 'Te veel inlogpogingen. Probeer het over 15 minuten opnieuw.' Under a minute the wait is said
 * in seconds; from a minute on in whole minutes, rounded up so nobody is sent back too early.
 */
export function tooManyAttemptsText(retryAfterSeconds: number | undefined): string {
  const m = messages.auth;
  if (retryAfterSeconds === undefined || retryAfterSeconds <= 0) return m.tooManyLoginAttemptsLater;
  const seconds = Math.ceil(retryAfterSeconds);
  const wait = seconds < 60 ? m.waitSeconds(seconds) : m.waitMinutes(Math.ceil(seconds / 60));
  return m.tooManyLoginAttempts(wait);
}
