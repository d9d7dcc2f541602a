'use strict';

/** Strapi's own session management (users-permissions `jwtManagement: 'refresh'`), sized for a school. */

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;
/** The product's ceiling on an access token's life (issue 42): what a password change may take to reach every tab. */
const MAX_ACCESS_TOKEN_SECONDS = 30 * MINUTE;

/**
 * The `sessions` block of the users-permissions config, from the environment. Every value is in
 * seconds so the tests and the e2e environment can shrink them.
 *
 * - access token 15 minutes: a token that was copied, or belongs to a session ended elsewhere (a
 *   password change, 'Uitloggen op alle apparaten'), is refused at the latest 15 minutes later;
 *   a tab asks for a new one once per 15 minutes of use, which costs nothing noticeable.
 * - refresh token idle 14 days: a teacher who uses the platform weekly, or comes back after a
 *   week's holiday, is not asked to log in; a forgotten classroom computer's session dies two
 *   weeks after its last use even if nobody ends it.
 * - session at most 30 days: as long as the login token lived before sessions existed, so a
 *   teacher logs in no more often than she did.
 *
 * @param {any} env Strapi's env helper
 */
function sessionSettings(env) {
  const accessTokenLifespan = env.int('SESSION_ACCESS_TOKEN_SECONDS', 15 * MINUTE);
  if (!(accessTokenLifespan > 0 && accessTokenLifespan <= MAX_ACCESS_TOKEN_SECONDS)) {
    throw new Error(`SESSION_ACCESS_TOKEN_SECONDS must be between 1 and ${MAX_ACCESS_TOKEN_SECONDS} (got ${accessTokenLifespan})`);
  }
  return {
    accessTokenLifespan,
    idleRefreshTokenLifespan: env.int('SESSION_IDLE_SECONDS', 14 * DAY),
    maxRefreshTokenLifespan: env.int('SESSION_MAX_SECONDS', 30 * DAY),
    // The refresh token travels in the JSON body and is kept by the client beside the access
    // token (README, 'Sessions'): an httpOnly cookie would have to cross from the content
    // service's site to the platform's and be Secure behind the TLS proxy, which koa refuses on
    // a plain connection (the local cluster profile).
    httpOnly: false,
  };
}

module.exports = { sessionSettings };
