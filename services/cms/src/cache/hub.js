'use strict';

const { LRUCache } = require('lru-cache');
const { Generations } = require('./generations');
const { createCallerRole } = require('./caller-role');
const { entrySize } = require('./entry');
const { readDependencies } = require('./dependencies');

/**
 * @typedef {object} CacheLimits
 * @property {boolean} enabled
 * @property {number} maxBytes    keys plus every stored encoding of the bodies
 * @property {number} maxEntries
 * @property {number} maxAgeMs    a safety net: no entry outlives this, whatever was missed
 */

/**
 * The process's response cache: the generations, the stored answers and the caller check.
 * One per Strapi process, created in register() and read by the middleware.
 */
class CacheHub {
  /** @param {any} strapi @param {CacheLimits} limits */
  constructor(strapi, { enabled, maxBytes, maxEntries, maxAgeMs }) {
    this.strapi = strapi;
    this.enabled = enabled;
    this.generations = new Generations();
    /** @type {LRUCache<string, import('./entry').CacheEntry>} */
    this.entries = new LRUCache({
      max: maxEntries,
      maxSize: maxBytes,
      // The key is stored too: a long URL with a short answer costs its URL.
      sizeCalculation: (entry, key) => Math.max(1, entrySize(entry) + Buffer.byteLength(key)),
      ttl: maxAgeMs,
    });
    /** Fills under way, so a burst of identical misses runs the query once. */
    /** @type {Map<string, Promise<import('./entry').CacheEntry | null>>} */
    this.inflight = new Map();
    this.callerRole = createCallerRole(strapi, this.generations);
    this.stats = { hit: 0, miss: 0, bypass: 0 };
    /** @type {ReturnType<typeof readDependencies> | null} */
    this.dependencies = null;
    // After a move of everything no entry can be served again; free their memory at once.
    // (Entries of one moved model are dropped when next looked up.)
    this.generations.on('moved', (scope) => {
      if (scope === '*') this.entries.clear();
    });
  }

  /** The models a cached route reads (schemas are read on first use, once Strapi loaded them). */
  modelsOf(/** @type {string} */ route) {
    this.dependencies ??= readDependencies(this.strapi);
    return this.dependencies.ofRoute.get(route) ?? [];
  }

  /** Whether a model's writes can change a cached answer. @param {string} uid */
  isContent(uid) {
    this.dependencies ??= readDependencies(this.strapi);
    return this.dependencies.content.has(uid);
  }

  /** A stored answer if nothing it read has moved since. @param {string} key @param {string} stamp */
  lookup(key, stamp) {
    const entry = this.entries.get(key);
    if (entry && entry.stamp !== stamp) this.entries.delete(key);
    return entry?.stamp === stamp ? entry : undefined;
  }

  /**
   * Stores unless a write happened since the request started.
   * @param {string} key @param {import('./entry').CacheEntry} entry @param {string} currentStamp
   */
  store(key, entry, currentStamp) {
    if (entry.stamp === currentStamp && this.generations.ready) this.entries.set(key, entry);
  }
}

/** @type {CacheHub | null} */
let hub = null;

/** @param {any} strapi */
function createHub(strapi) {
  hub = new CacheHub(strapi, {
    enabled: process.env.RESPONSE_CACHE !== 'false',
    maxBytes: Number(process.env.RESPONSE_CACHE_MAX_MB || 64) * 1024 * 1024,
    maxEntries: Number(process.env.RESPONSE_CACHE_MAX_ENTRIES || 5000),
    maxAgeMs: Number(process.env.RESPONSE_CACHE_MAX_AGE_S || 300) * 1000,
  });
  return hub;
}

function getHub() {
  if (!hub) throw new Error('response cache used before register()');
  return hub;
}

module.exports = { createHub, getHub, CacheHub };
