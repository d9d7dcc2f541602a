'use strict';

const crypto = require('node:crypto');
const { Client } = require('pg');

const CHANNEL = 'cms_response_cache';
const RECONNECT_MS = 1000;
/** Attempts (with a short pause between) before a write is failed for an unannounced change. */
const NOTIFY_ATTEMPTS = 3;
const NOTIFY_RETRY_MS = 200;

const pause = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Cross-instance invalidation over PostgreSQL LISTEN/NOTIFY. Listening needs a dedicated
 * connection; announcing goes through Strapi's pool (`notify`), so a write is announced even
 * while this instance's listener reconnects. Own announcements carry this process's id and are
 * skipped on arrival.
 *
 * Nothing announced can be lost unnoticed: an announcement that fails after retries rejects (the
 * write fails), and a listener that was down empties the cache when it is back, since it may have
 * missed announcements meanwhile (while it is down the cache is off). Entries also have a maximum
 * age (see hub.js).
 *
 * @param {{
 *   connection: object,
 *   name: string,
 *   notify: (sql: string, values: string[]) => Promise<unknown>,
 *   generations: import('./generations').Generations,
 *   log: { warn: (m: string) => void },
 * }} options
 */
function connectPgChannel({ connection, name, notify, generations, log }) {
  const self = crypto.randomUUID();
  /** @type {Client | null} */
  let client = null;
  let stopped = false;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;

  /** @param {Error} [error] */
  const lost = (error) => {
    if (stopped) return;
    if (generations.ready) log.warn(`[response-cache] invalidation channel lost${error ? `: ${error.message}` : ''}; cache off until it is back`);
    generations.ready = false;
    client?.removeAllListeners();
    client?.end().catch(() => {});
    client = null;
    clearTimeout(timer);
    timer = setTimeout(() => void open(), RECONNECT_MS);
  };

  const open = async () => {
    // Named, so an operator (or a fault test) can find this instance's listener in pg_stat_activity.
    // The password is copied by name: the database layer keeps it as a non-enumerable property
    // (out of logs), so a spread alone drops it and a password-protected server refuses the login.
    const next = new Client({ ...connection, password: /** @type {{ password?: string }} */ (connection).password, application_name: name });
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      next.on('notification', (/** @type {{ payload?: string }} */ message) => {
        const [sender, scope] = (message.payload ?? '').split('\t');
        if (sender !== self && scope) generations.apply(scope);
      });
      await next.query(`LISTEN ${CHANNEL}`);
      client = next;
      // Writes may have happened while no one listened here.
      generations.reset();
      generations.ready = true;
    } catch (error) {
      lost(/** @type {Error} */ (error));
    }
  };

  generations.ready = false;
  generations.publish = async (scope) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await notify('SELECT pg_notify(?, ?)', [CHANNEL, `${self}\t${scope}`]);
        return;
      } catch (error) {
        if (attempt >= NOTIFY_ATTEMPTS) throw error;
        log.warn(`[response-cache] NOTIFY failed (${/** @type {Error} */ (error).message}), retrying`);
        await pause(NOTIFY_RETRY_MS * attempt);
      }
    }
  };

  return {
    ready: open(),
    async close() {
      stopped = true;
      clearTimeout(timer);
      generations.publish = null;
      await client?.end().catch(() => {});
    },
  };
}

module.exports = { connectPgChannel, CHANNEL };
