'use strict';

const { Client } = require('pg');

const CHANNEL = 'cms_response_cache';
const RECONNECT_MS = 1000;

/**
 * Cross-instance invalidation over PostgreSQL LISTEN/NOTIFY on a dedicated connection. A
 * notification is delivered to every listener when the NOTIFY commits, so an instance sees
 * another's write before a client can follow that write's response with a new request (up to
 * loopback latency). Own notifications are recognised by the backend pid and skipped.
 *
 * @param {{ connection: object, generations: import('./generations').Generations, log: { warn: (m: string) => void } }} options
 */
function connectPgChannel({ connection, generations, log }) {
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
    const next = new Client(connection);
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      const { rows } = await next.query('SELECT pg_backend_pid() AS pid');
      const ownPid = rows[0].pid;
      next.on('notification', (message) => {
        if (message.processId === ownPid) return;
        generations.apply(message.payload === 'auth' ? 'auth' : 'content');
      });
      await next.query(`LISTEN ${CHANNEL}`);
      client = next;
      // Writes may have happened while no one listened.
      generations.reset();
      generations.ready = true;
    } catch (error) {
      lost(/** @type {Error} */ (error));
    }
  };

  generations.ready = false;
  generations.publish = async (scope) => {
    if (!client) return;
    try {
      await client.query('SELECT pg_notify($1, $2)', [CHANNEL, scope]);
    } catch (error) {
      lost(/** @type {Error} */ (error));
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
