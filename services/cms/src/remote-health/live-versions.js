'use strict';

const { readRegistry } = require('../remote-registry/registry-view');

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
 * Whether a reported version is what the environment's registry serves right now (the active
 * version, or the canary when the session says it was one). Only those are counted, which keeps
 * the number of rows bounded whatever a client sends. A miss is checked once more against the
 * database, so a change made within the cache time is not refused.
 * @param {any} strapi
 * @param {{ environment: string, remote: string, version: string, canary: boolean }} event
 */
async function isLiveVersion(strapi, event) {
  for (const fresh of [false, true]) {
    const registry = await registryOf(strapi, event.environment, fresh);
    const entry = registry?.remotes[event.remote];
    const live = event.canary ? entry?.canary?.version : entry?.version;
    if (live === event.version) return true;
  }
  return false;
}

module.exports = { isLiveVersion };
