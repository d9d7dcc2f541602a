'use strict';

/**
 * The limits on the users-permissions auth routes, read from the environment.
 *
 * Chosen for a school: many teachers log in from one address within minutes, so successful
 * logins never count towards anything but a generous flood ceiling, and failed logins are limited
 * per account (password guessing) and, at a level a school does not reach by mistyping, per
 * address (password spraying). Every duration is in seconds so the tests can shrink them.
 *
 * @param {any} env Strapi's env helper (env.int, env.bool)
 * @param {{ isProduction: boolean }} options
 */
function authLimitSettings(env, { isProduction }) {
  const client = env('DATABASE_CLIENT', 'sqlite');
  return {
    // Only test harnesses may turn the limits off, and never in production.
    enabled: isProduction ? true : env.bool('AUTH_RATE_LIMIT', true),
    // Shared PostgreSQL table when the content service runs on PostgreSQL (several instances),
    // process memory otherwise (one instance).
    store: env('AUTH_RATE_LIMIT_STORE', client === 'postgres' ? 'postgres' : 'memory'),
    login: {
      // Failed logins per account, from any address; reaching it locks the account for
      // lockoutSeconds, doubling with every lockout within lockoutMemorySeconds, up to lockoutMaxSeconds.
      accountFailures: env.int('AUTH_LOGIN_ACCOUNT_FAILURES', 10),
      accountFailureWindowSeconds: env.int('AUTH_LOGIN_ACCOUNT_WINDOW_SECONDS', 15 * 60),
      lockoutSeconds: env.int('AUTH_LOGIN_LOCKOUT_SECONDS', 15 * 60),
      lockoutMaxSeconds: env.int('AUTH_LOGIN_LOCKOUT_MAX_SECONDS', 60 * 60),
      lockoutMemorySeconds: env.int('AUTH_LOGIN_LOCKOUT_MEMORY_SECONDS', 24 * 60 * 60),
      // Failed logins per address over all accounts (password spraying).
      addressFailures: env.int('AUTH_LOGIN_ADDRESS_FAILURES', 100),
      addressFailureWindowSeconds: env.int('AUTH_LOGIN_ADDRESS_WINDOW_SECONDS', 15 * 60),
    },
    // Flood ceiling: every request per address and route, successful or not.
    addressRequestsPerMinute: env.int('AUTH_ADDRESS_REQUESTS_PER_MINUTE', 600),
    // Registration per address over all e-mail addresses: a school registers its whole team at a
    // study day from one address (120 teachers of a secondary school within the hour), so twice
    // a large team's morning, still far below a registration bot.
    registrationsPerAddress: env.int('AUTH_REGISTRATIONS_PER_ADDRESS', 200),
    registrationsWindowSeconds: env.int('AUTH_REGISTRATIONS_WINDOW_SECONDS', 60 * 60),
    // Forgot-password and resend-confirmation send to an address that already got a mail: per
    // address over all e-mail addresses (a flood with a new e-mail address per request)...
    emailAddressRequests: env.int('AUTH_EMAIL_ADDRESS_REQUESTS', 40),
    emailAddressWindowSeconds: env.int('AUTH_EMAIL_ADDRESS_WINDOW_SECONDS', 60 * 60),
    // ...and per mailbox from any address (one teacher's inbox flooded from many addresses). A
    // teacher who asks again because the first mail is slow still gets her mails.
    mailboxRequests: env.int('AUTH_MAILBOX_REQUESTS', 5),
    mailboxWindowSeconds: env.int('AUTH_MAILBOX_WINDOW_SECONDS', 60 * 60),
    // Every mail a stranger can make the service send (registration, forgot-password, resend),
    // over all addresses: protects the SMTP account and the sender's reputation from a flood
    // spread over many addresses. Above a school's registration burst (150 in minutes).
    mailPerMinute: env.int('AUTH_MAIL_PER_MINUTE', 300),
    // Reset with a mailed code, change password (per account), OAuth connect: as before, per key.
    otherRequests: env.int('AUTH_OTHER_REQUESTS', 10),
    otherWindowSeconds: env.int('AUTH_OTHER_WINDOW_SECONDS', 60),
  };
}

module.exports = { authLimitSettings };
