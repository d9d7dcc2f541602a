'use strict';

const { connectPgChannel } = require('./pg-channel');

/** Models whose writes never show up in a cached answer. */
const IGNORED = new Set(['api::analytics-event.analytics-event']);
/** Models that decide who a token belongs to (user, role) but are not content themselves. */
const AUTH_ONLY = new Set(['plugin::users-permissions.user']);

const WRITE_EVENTS = new Set(['afterCreate', 'afterCreateMany', 'afterUpdate', 'afterUpdateMany', 'afterDelete', 'afterDeleteMany']);
const READ_ACTIONS = new Set(['findOne', 'findMany', 'findFirst', 'count']);

/** @param {string} uid @returns {'content' | 'auth' | null} */
function scopeOfModel(uid) {
  if (IGNORED.has(uid)) return null;
  return AUTH_ONLY.has(uid) ? 'auth' : 'content';
}

/**
 * Document service writes (REST, admin panel, GraphQL, scripts) move the generation after the
 * action returned, i.e. after its transaction committed. Registered in register(), as Strapi
 * requires for document middlewares.
 * @param {any} strapi @param {import('./hub').CacheHub} hub
 */
function watchDocuments(strapi, hub) {
  strapi.documents.use(async (/** @type {any} */ context, /** @type {() => Promise<unknown>} */ next) => {
    if (READ_ACTIONS.has(context.action)) return next();
    const scope = scopeOfModel(context.uid);
    try {
      return await next();
    } finally {
      if (scope) await hub.generations.bump(scope);
    }
  });
}

/**
 * Query-level writes bypass the document service: media (the upload plugin), roles and
 * permissions, users. Every write event moves the generation at once, and again when the
 * surrounding transaction commits, so no reader can store what it read before the commit.
 * @param {any} strapi @param {import('./hub').CacheHub} hub
 */
function watchQueries(strapi, hub) {
  strapi.db.lifecycles.subscribe((/** @type {any} */ event) => {
    if (!WRITE_EVENTS.has(event.action)) return;
    const scope = scopeOfModel(event.model.uid);
    if (!scope) return;
    const bump = () => void hub.generations.bump(scope);
    bump();
    if (strapi.db.inTransaction()) {
      return strapi.db.transaction(async (/** @type {{ onCommit: (cb: () => void) => void }} */ { onCommit }) => onCommit(bump));
    }
  });
}

/**
 * With PostgreSQL, instances share their writes over LISTEN/NOTIFY; with SQLite there is one.
 * @param {any} strapi @param {import('./hub').CacheHub} hub
 */
async function connectInstances(strapi, hub) {
  const database = strapi.config.get('database.connection');
  if (database.client !== 'postgres') return null;
  const channel = connectPgChannel({ connection: database.connection, generations: hub.generations, log: strapi.log });
  await channel.ready;
  return channel;
}

module.exports = { watchDocuments, watchQueries, connectInstances, scopeOfModel };
