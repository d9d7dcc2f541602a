'use strict';

const { inCanary } = require('@doorloopjes/platform-rules');
const { readRegistry } = require('../registry/registry-view');
const { controlPlane } = require('../../messages');

/** As long as the shell itself may reuse the registry document. */
const CACHE_MS = 5000;
/** @type {Map<string, { at: number, registry: any }>} */
const cache = new Map();

/** @param {any} strapi @param {string} environment @param {boolean} fresh */
async function registryOf(strapi, environment, fresh) {
  const hit = cache.get(environment);
  if (!fresh && hit && Date.now() - hit.at < CACHE_MS) return hit.registry;
  const registry = await readRegistry(strapi, environment);
  cache.set(environment, { at: Date.now(), registry });
  return registry;
}

/**
 * What the shell serves this user for one remote: the canary when the environment runs one and
 * the user's bucket (the platform rule `inCanary`, the same function the shell uses) falls under
 * its percentage, else the active version. Null when the remote is not served there.
 * @param {import('@doorloopjes/platform-rules/registry').RegistryDocument | null} registry
 * @param {string} remote @param {number} userId
 * @returns {{ version: string, canary: boolean } | null}
 */
function servedTo(registry, remote, userId) {
  const entry = registry?.remotes[remote];
  if (!entry) return null;
  if (entry.canary && inCanary(userId, entry.canary.percent)) return { version: entry.canary.version, canary: true };
  return { version: entry.version, canary: false };
}

/**
 * Checks a health report against what this user is served. The server decides canary
 * membership: the reported version must be the one this user gets, and a `canary` flag that
 * disagrees with the user's bucket is refused (422), never trusted and never silently
 * corrected, so a forged or broken client shows up instead of bending the figures. A miss is
 * checked once more against the database, so a change made within the cache time is not refused.
 * @param {any} strapi
 * @param {{ environment: string, remote: string, version: string, canary: boolean }} event
 * @param {number} userId
 * @returns {Promise<{ ok: true, canary: boolean } | { ok: false, message: string }>}
 */
async function checkServedVersion(strapi, event, userId) {
  /** @type {{ version: string, canary: boolean } | null} */
  let served = null;
  for (const fresh of [false, true]) {
    served = servedTo(await registryOf(strapi, event.environment, fresh), event.remote, userId);
    if (served?.version === event.version && served.canary === event.canary) return { ok: true, canary: served.canary };
  }
  const where = `mf-${event.remote} in '${event.environment}'`;
  if (!served) return { ok: false, message: controlPlane.notServed(event.remote, event.environment) };
  if (served.version !== event.version) return { ok: false, message: controlPlane.notServedVersion(event.version, where) };
  return { ok: false, message: controlPlane.canaryFlagWrong(served.canary, where) };
}

module.exports = { checkServedVersion, servedTo };
