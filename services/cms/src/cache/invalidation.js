'use strict';

const { connectPgChannel } = require('./pg-channel');

/** Models that decide what every role may read: a write may change any cached answer. */
const EVERYTHING = new Set(['plugin::users-permissions.permission', 'plugin::users-permissions.role']);
/** Models that decide who a token belongs to (user; the plugin's settings live in the core store). */
const AUTH_ONLY = new Set(['plugin::users-permissions.user', 'strapi::core-store']);

const WRITE_EVENTS = new Set(['afterCreate', 'afterCreateMany', 'afterUpdate', 'afterUpdateMany', 'afterDelete', 'afterDeleteMany']);
const READ_ACTIONS = new Set(['findOne', 'findMany', 'findFirst', 'count']);

/**
 * What a write to a model moves: everything, that model's generation, 'auth', or nothing (models
 * no cached answer reads: analytics, the remote registry, admin tables).
 * @param {import('./hub').CacheHub} hub @param {string} uid
 * @returns {import('./generations').Scope | null}
 */
function scopeOfModel(hub, uid) {
  if (EVERYTHING.has(uid)) return '*';
  if (hub.isContent(uid)) return uid;
  return AUTH_ONLY.has(uid) ? 'auth' : null;
}

/**
 * Document service writes (REST, admin panel, GraphQL, scripts) move their model's generation
 * after the action succeeded, i.e. after its transaction committed; a failed write moves nothing.
 * Registered in register(), as Strapi requires for document middlewares.
 * @param {any} strapi @param {import('./hub').CacheHub} hub
 */
function watchDocuments(strapi, hub) {
  strapi.documents.use(async (/** @type {any} */ context, /** @type {() => Promise<unknown>} */ next) => {
    if (READ_ACTIONS.has(context.action)) return next();
    const result = await next();
    const scope = scopeOfModel(hub, context.uid);
    if (scope) await hub.generations.bump(scope);
    return result;
  });
}

/**
 * Query-level writes bypass the document service: media (the upload plugin), roles and
 * permissions, users, components. A write outside a transaction moves its generation and is
 * announced at once (a failed NOTIFY fails the write). Inside a transaction it moves here at once
 * and is announced when the transaction commits: announced earlier, another instance could read
 * the old rows again and store them under the new generation.
 * @param {any} strapi @param {import('./hub').CacheHub} hub
 */
function watchQueries(strapi, hub) {
  strapi.db.lifecycles.subscribe(async (/** @type {any} */ event) => {
    if (!WRITE_EVENTS.has(event.action)) return;
    const scope = scopeOfModel(hub, event.model.uid);
    if (!scope) return;
    if (!strapi.db.inTransaction()) {
      await hub.generations.bump(scope);
      return;
    }
    hub.generations.apply(scope);
    await strapi.db.transaction(async (/** @type {{ onCommit: (cb: () => void) => void }} */ { onCommit }) =>
      onCommit(() =>
        hub.generations.bump(scope).catch((/** @type {Error} */ error) => {
          // Retried and still failed, too late to fail the write: drop everything here; the
          // maximum age bounds how long another instance can keep the old answer.
          strapi.log.error(`[response-cache] could not announce a committed write: ${error.message}`);
          hub.generations.reset();
        }),
      ),
    );
  });
}

/**
 * With PostgreSQL, instances share their writes over LISTEN/NOTIFY; with SQLite there is one.
 * @param {any} strapi @param {import('./hub').CacheHub} hub
 */
async function connectInstances(strapi, hub) {
  const database = strapi.config.get('database.connection');
  if (database.client !== 'postgres') return null;
  const channel = connectPgChannel({
    connection: database.connection,
    name: `cms-response-cache:${strapi.config.get('server.port')}`,
    notify: (/** @type {string} */ sql, /** @type {string[]} */ values) => strapi.db.connection.raw(sql, values),
    generations: hub.generations,
    log: strapi.log,
  });
  await channel.ready;
  return channel;
}

module.exports = { watchDocuments, watchQueries, connectInstances, scopeOfModel };
