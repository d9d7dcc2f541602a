'use strict';

const crypto = require('node:crypto');
const { ENVIRONMENT_UID, OVERRIDES_BY_DEFAULT, STATE_UID } = require('./contract');
const { NO_OVERRIDES } = require('./production-overrides');

const STATE_POPULATE = { release: { fields: ['version', 'manifest'] }, canaryRelease: { fields: ['version', 'manifest'] } };

/**
 * @typedef {{ version: string, manifest: string }} ReleaseRef
 * @typedef {{ enabled: boolean, release?: ReleaseRef | null, canaryRelease?: ReleaseRef | null, canaryPercent?: number | null, rolloutSteps?: string | null, rolloutHold?: string | null }} StateRow
 */

/**
 * What history records and the CLI prints: the state of one remote in plain terms.
 * @param {StateRow | null | undefined} state
 */
function snapshot(state) {
  if (!state) return null;
  return {
    enabled: Boolean(state.enabled),
    version: state.release?.version ?? null,
    canary: state.canaryRelease ? { version: state.canaryRelease.version, percent: state.canaryPercent ?? 0 } : null,
    // Only under a rollout plan, so the entries of plain canaries keep their shape.
    ...(state.canaryRelease && state.rolloutSteps ? { rollout: { steps: state.rolloutSteps, hold: state.rolloutHold ?? null } } : {}),
  };
}

/**
 * One remote in the public registry document (its schema: @doorloopjes/platform-rules/registry).
 * A remote without an active release is left out: the shell then treats it as off.
 * @param {StateRow} state
 * @returns {import('@doorloopjes/platform-rules/registry').RegistryEntry | null}
 */
function publicEntry(state) {
  if (!state.release) return null;
  return {
    enabled: Boolean(state.enabled),
    version: state.release.version,
    manifest: state.release.manifest,
    ...(state.canaryRelease && state.canaryPercent
      ? { canary: { version: state.canaryRelease.version, manifest: state.canaryRelease.manifest, percent: state.canaryPercent } }
      : {}),
  };
}

/**
 * The registry document of one environment, or null when the environment does not exist.
 * @param {any} strapi
 * @param {string} environment
 * @returns {Promise<import('@doorloopjes/platform-rules/registry').RegistryDocument | null>}
 */
async function readRegistry(strapi, environment) {
  const env = await strapi.db.query(ENVIRONMENT_UID).findOne({ where: { name: environment } });
  if (!env) return null;
  const states = await strapi.db.query(STATE_UID).findMany({ where: { environment }, populate: STATE_POPULATE, orderBy: { remote: 'asc' } });
  /** @type {Record<string, import('@doorloopjes/platform-rules/registry').RegistryEntry>} */
  const remotes = {};
  for (const state of states) {
    const entry = publicEntry(state);
    if (entry) remotes[state.remote] = entry;
  }
  const allowOverrides = environment === NO_OVERRIDES ? false : typeof env.allowOverrides === 'boolean' ? env.allowOverrides : Boolean(OVERRIDES_BY_DEFAULT[/** @type {keyof typeof OVERRIDES_BY_DEFAULT} */ (environment)]);
  return { environment, allowOverrides, remotes };
}

/** A strong ETag of the exact body, so an unchanged registry costs a 304 and no body. */
function etagOf(/** @type {unknown} */ body) {
  return `"${crypto.createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
}

module.exports = { STATE_POPULATE, snapshot, readRegistry, etagOf };
