'use strict';

/**
 * The canary guard's thresholds and the health store's limits, read from the environment so a
 * deployment (or a test) can change them without code. docs/canary-health.md explains each.
 *
 * @param {any} env Strapi's env helper (env.int, env.float)
 */
function healthSettings(env) {
  return {
    decision: {
      // One-sided significance level of the exact conditional binomial test.
      alpha: env.float('HEALTH_ALPHA', 0.01),
      // The canary's failure rate must also be at least this many times the baseline's.
      minRatio: env.float('HEALTH_MIN_RATIO', 3),
      // Counted in people: distinct users of the canary, and distinct users with a failed load.
      minCanaryUsers: env.int('HEALTH_MIN_CANARY_USERS', 10),
      minCanaryFailedUsers: env.int('HEALTH_MIN_CANARY_FAILED_USERS', 3),
      // Stable needs this many distinct users in the window to be compared with directly, else
      // as many over the kept per-person rows (HEALTH_USER_RETENTION_HOURS) ...
      minStableUsers: env.int('HEALTH_MIN_STABLE_USERS', 100),
      // ... and without those, a fixed ceiling on the canary's failure rate.
      failureCeiling: env.float('HEALTH_FAILURE_CEILING', 0.2),
      // Slow: p75 load time above this multiple of stable's, over at least this many sessions.
      slowRatio: env.float('HEALTH_SLOW_RATIO', 2),
      slowMinSessions: env.int('HEALTH_SLOW_MIN_SESSIONS', 30),
    },
    // The promotion rule of a rollout (rollout-rule.js): a step goes on with at least as many
    // distinct canary users as the failure rule needs, and holds while the canary's p75 time to
    // content is above this multiple of stable's (both read from at least this many page loads).
    rollout: {
      minCanaryUsers: env.int('HEALTH_MIN_CANARY_USERS', 10),
      contentRatio: env.float('ROLLOUT_MAX_CONTENT_RATIO', 1.5),
      contentMinLoads: env.int('ROLLOUT_CONTENT_MIN_LOADS', 10),
    },
    // The check points: every this many seconds, aligned to the clock.
    checkIntervalSeconds: env.int('HEALTH_CHECK_INTERVAL_SECONDS', 300),
    // A check looks at the sessions since the canary was set, at most this far back.
    windowMinutes: env.int('HEALTH_WINDOW_MINUTES', 60),
    // Health events one user may send per minute (a page load sends one per remote).
    eventsPerUserPerMinute: env.int('HEALTH_EVENTS_PER_MINUTE', 120),
    // The per-person rows (they name a user) are kept this long: the guard's stable baseline of
    // last resort looks this far back, its window never further.
    userRetentionHours: env.int('HEALTH_USER_RETENTION_HOURS', 24),
    // Minute rows are kept this long, then folded into hour rows, which are kept this long.
    minuteRetentionDays: env.int('HEALTH_MINUTE_RETENTION_DAYS', 30),
    hourRetentionDays: env.int('HEALTH_HOUR_RETENTION_DAYS', 400),
  };
}

module.exports = { healthSettings };
