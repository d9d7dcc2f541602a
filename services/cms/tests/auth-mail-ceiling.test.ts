import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, settingsWith } from './limits';

const require = createRequire(import.meta.url);
type Middleware = (ctx: unknown, next: () => Promise<void>) => Promise<void>;
const { authRateLimit } = require('../src/auth-limits/middleware.js') as {
  authRateLimit: (config: unknown, deps: { strapi: unknown }) => Middleware;
};

/**
 * The service-wide ceiling on the mail strangers can trigger is far above what the API suite may
 * send in a minute, so it is tested here on the real middleware and limiters (process memory, as
 * one instance runs) with a small ceiling, without a Strapi around it.
 */
function middlewareWith(vars: Record<string, string>) {
  const settings = settingsWith({ AUTH_RATE_LIMIT_STORE: 'memory', ...vars });
  const strapi = { config: { get: (key: string) => (key === 'plugin::users-permissions.ratelimit' ? settings : undefined) } };
  return authRateLimit(null, { strapi });
}

function request(path: string, ip: string, email: string) {
  return { request: { path, ip, body: { email } }, state: {}, get: () => '', set: () => undefined };
}

async function status(middleware: Middleware, path: string, ip: string, email: string): Promise<number> {
  try {
    await middleware(request(path, ip, email), async () => undefined);
    return 200;
  } catch (error) {
    return (error as { name?: string }).name === 'RateLimitError' ? 429 : 500;
  }
}

describe('the ceiling on outgoing mail per minute', () => {
  it('is 300 a minute by default: above a school registering 150 teachers at once', () => {
    expect(DEFAULT_LIMITS.mailPerMinute).toBe(300);
  });

  it('counts registration, forgot-password and resend-confirmation together over all addresses and mailboxes', async () => {
    const middleware = middlewareWith({ AUTH_MAIL_PER_MINUTE: '6' });
    const routes = ['/api/auth/local/register', '/api/auth/forgot-password', '/api/auth/send-email-confirmation'];
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push(await status(middleware, routes[i % 3], `198.51.100.${i}`, `leraar-${i}@school.nl`));
    expect(statuses).toEqual(Array(6).fill(200));
    // A seventh from yet another address to yet another mailbox: the service sends no more this minute.
    expect(await status(middleware, '/api/auth/forgot-password', '198.51.100.99', 'nog-een@school.nl')).toBe(429);
    // Routes that send no mail are not held up by it.
    expect(await status(middleware, '/api/auth/reset-password', '198.51.100.99', 'nog-een@school.nl')).toBe(200);
  });
});
