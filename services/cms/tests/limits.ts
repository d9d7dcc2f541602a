import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The test instance runs with the production limits, except for waits short enough to sit out
 * (a first lockout of 2 s, doubling up to 4 s), and trusts X-Forwarded-For from 127.0.0.1 only,
 * so each test can speak for its own client address through that "proxy".
 */
export const TEST_LIMIT_ENV = {
  TRUSTED_PROXIES: '127.0.0.1',
  AUTH_LOGIN_LOCKOUT_SECONDS: '2',
  AUTH_LOGIN_LOCKOUT_MAX_SECONDS: '4',
  // The service-wide ceiling on mail is tested on its own (auth-mail-ceiling.test.ts): here the
  // suite's many registrations within a minute must not meet it.
  AUTH_MAIL_PER_MINUTE: '5000',
} as const;

interface Settings {
  enabled: boolean;
  store: string;
  login: {
    accountFailures: number;
    accountFailureWindowSeconds: number;
    lockoutSeconds: number;
    lockoutMaxSeconds: number;
    addressFailures: number;
  };
  addressRequestsPerMinute: number;
  registrationsPerAddress: number;
  emailAddressRequests: number;
  mailboxRequests: number;
  mailPerMinute: number;
}

/** The settings config/plugins.js builds from `vars` (on top of the current environment). */
export function settingsWith(vars: Record<string, string | undefined>): Settings {
  const saved = { ...process.env };
  Object.assign(process.env, vars);
  for (const [key, value] of Object.entries(vars)) if (value === undefined) delete process.env[key];
  try {
    const { env } = require('@strapi/utils') as { env: unknown };
    const factory = require('../config/plugins.js') as (helpers: { env: unknown }) => {
      'users-permissions': { config: { ratelimit: Settings } };
    };
    return factory({ env })['users-permissions'].config.ratelimit;
  } finally {
    process.env = saved;
  }
}

/** The limits the test instance runs with. */
export const LIMITS = settingsWith(TEST_LIMIT_ENV);
/** The production defaults (nothing set). */
export const DEFAULT_LIMITS = settingsWith({});
