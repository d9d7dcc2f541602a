'use strict';

const { LRUCache } = require('lru-cache');
const { Generations } = require('./generations');
const { createCallerRole } = require('./caller-role');
const { entrySize } = require('./entry');

/**
 * The process's response cache: the generations, the stored answers and the caller check.
 * One per Strapi process, created in register() and read by the middleware.
 */
class CacheHub {
  /** @param {any} strapi @param {{ maxBytes: number, enabled: boolean }} options */
  constructor(strapi, { maxBytes, enabled }) {
    this.enabled = enabled;
    this.generations = new Generations();
    /** @type {LRUCache<string, import('./entry').CacheEntry>} */
    this.entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, entrySize(entry)) });
    /** Fills under way, so a burst of identical misses runs the query once. */
    /** @type {Map<string, Promise<import('./entry').CacheEntry | null>>} */
    this.inflight = new Map();
    this.callerRole = createCallerRole(strapi, this.generations);
    this.stats = { hit: 0, miss: 0, bypass: 0 };
    // Old entries can never be served again; free their memory at once.
    this.generations.on('moved', (scope) => {
      if (scope === 'content') this.entries.clear();
    });
  }

  /** A stored answer if it belongs to the current generation. @param {string} key */
  lookup(key) {
    const entry = this.entries.get(key);
    return entry && entry.content === this.generations.content ? entry : undefined;
  }

  /** Stores unless a write happened since the request started. @param {string} key @param {import('./entry').CacheEntry} entry */
  store(key, entry) {
    if (entry.content === this.generations.content && this.generations.ready) this.entries.set(key, entry);
  }
}

/** @type {CacheHub | null} */
let hub = null;

/** @param {any} strapi */
function createHub(strapi) {
  hub = new CacheHub(strapi, {
    enabled: process.env.RESPONSE_CACHE !== 'false',
    maxBytes: Number(process.env.RESPONSE_CACHE_MAX_MB || 64) * 1024 * 1024,
  });
  return hub;
}

function getHub() {
  if (!hub) throw new Error('response cache used before register()');
  return hub;
}

module.exports = { createHub, getHub, CacheHub };
