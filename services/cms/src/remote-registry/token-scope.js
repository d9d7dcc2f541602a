'use strict';

/** The development token `pnpm start` makes (see deploy-token.js). */
const DEV_TOKEN_NAME = 'Deploytoken (ontwikkeling)';
/** Environments the development token may never change. */
const BEYOND_DEVELOPMENT = new Set(['production']);

/**
 * The name an environment's own deploy token must have (an API token with the deploy actions,
 * made in the admin panel; Strapi stores API tokens hashed).
 * @param {string} environment
 */
const deployTokenName = (environment) => `Deploytoken (${environment})`;

/**
 * Whether the calling deploy token may change this environment: an environment's token changes
 * that environment only (production's cannot change test, and the other way round); the local
 * development token every environment but production.
 * @param {any} ctx @param {string} environment
 */
function mayChangeEnvironment(ctx, environment) {
  const name = ctx.state?.auth?.credentials?.name;
  if (name === DEV_TOKEN_NAME) return !BEYOND_DEVELOPMENT.has(environment);
  return name === deployTokenName(environment);
}

module.exports = { DEV_TOKEN_NAME, deployTokenName, mayChangeEnvironment };
