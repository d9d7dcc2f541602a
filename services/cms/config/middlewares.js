'use strict';

const { shell, remotes } = require('@doorloopjes/platform-contract/platform-contract.json');

/** The shell's and every remote's fixed port (the platform contract). */
const PLATFORM_ORIGINS = [shell.port, ...Object.values(remotes).map((remote) => remote.port)].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/** @param {{ env: typeof import('@strapi/utils').env }} context */
module.exports = ({ env }) => [
  // First: the caller's real address (X-Forwarded-For only from trusted proxies) for all below.
  'global::client-address',
  // Then: one spelling of every content-API address for everything below (src/utils/canonical-path.js).
  'global::canonical-spelling',
  // strapi::logger's lines, without one per cache hit (counted, summed up once a minute).
  'global::request-log',
  // br/gzip per Accept-Encoding; outermost after the logger so error answers are compressed too.
  'global::compression',
  'strapi::errors',
  // Dutch answers for the refusals of a team's deploy-token reads (inside errors, so it sees them first).
  'global::deploy-token-refusals',
  'strapi::security',
  {
    name: 'strapi::cors',
    config: {
      // The shell and the remotes call the API from the browser; only those origins may.
      origin: env.array('CORS_ORIGINS', PLATFORM_ORIGINS),
      // X-Device-Token: the browser's proof that it logged in to the account before (login limits).
      headers: ['Content-Type', 'Authorization', 'Origin', 'Accept', 'X-Device-Token'],
      // Every call with a token is preceded by a preflight; the browser may reuse its answer for
      // ten minutes instead of asking again before each page's calls (without this, 5 s).
      maxAge: 600,
      keepHeaderOnError: true,
    },
  },
  'strapi::poweredBy',
  // Drafts only with a preview credential; before the cache, so no draft is ever stored for a role.
  'global::publication-gate',
  // After CORS and security headers (hits carry them too), before anything that parses bodies.
  'global::response-cache',
  'strapi::query',
  'global::image-formats',
  {
    name: 'strapi::body',
    // Bounds every JSON request (cluster layouts are the largest legitimate body). DELETE bodies
    // are read too: deleting one's own account (DELETE /api/users/me) carries the password.
    config: { jsonLimit: env('BODY_JSON_LIMIT', '256kb'), parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'] },
  },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
