'use strict';

const { errors } = require('@strapi/utils');
const { LIST_FIELDS, PROGRESS_FIELDS } = require('./fields');
const { listOperationsOf, applyListOperations } = require('./list-operations');
const { findStaleDocument, nextVersions } = require('./document-versions');
const { createKeyedLock } = require('../utils/keyed-lock');
const { fail } = require('../utils/respond');

const USER_UID = 'plugin::users-permissions.user';
const DOORLOOPJE_UID = 'api::doorloopje.doorloopje';

/** One update per user at a time in this instance (see keyed-lock.js for why). */
const userUpdates = createKeyedLock();

/**
 * Runs a validated PUT /api/users/:id in one transaction that holds the user's row: list
 * operations are applied to the lists as stored at that moment, and document saves are checked
 * against the stored version. Two devices writing at once are therefore applied one after the
 * other, each on top of the other's result, and a stale document save changes nothing (409).
 * Updates of one user in this instance queue before they open a transaction, so waiting for the
 * row never holds a pool connection.
 *
 * @param {any} ctx Koa context whose body passed validateUserUpdate
 * @param {(ctx: any) => Promise<unknown>} originalUpdate the plugin's update, which writes and answers
 */
async function atomicUserUpdate(ctx, originalUpdate) {
  const userId = Number(ctx.params.id);
  const body = /** @type {Record<string, unknown>} */ (ctx.request.body);
  await userUpdates.run(userId, () =>
    strapi.db.transaction(async ({ trx }) => {
      await lockUserRow(trx, userId);
      const stored = await readStoredUser(userId);
      if (!stored) throw new errors.NotFoundError('User not found');

      const stale = findStaleDocument(body, stored);
      if (stale) {
        respondConflict(ctx, stale);
        return;
      }
      const lists = await nextLists(body, stored);
      ctx.request.body = { ...body, ...lists, ...nextVersions(body, stored) };
      await originalUpdate(ctx);
    }),
  );
}

/**
 * PostgreSQL: row lock until commit, so concurrent updates of one user wait for each other.
 * SQLite has one connection (knex pool of 1), so its transactions already run one at a time.
 *
 * @param {Parameters<ReturnType<typeof strapi.db.getConnection>['transacting']>[0]} trx the transaction Strapi opened
 * @param {number} userId
 */
async function lockUserRow(trx, userId) {
  if (strapi.db.config.connection.client === 'sqlite') return;
  const { tableName } = strapi.db.metadata.get(USER_UID);
  await strapi.db.getConnection(tableName).transacting(trx).where({ id: userId }).forUpdate().first('id');
}

/** @param {number} userId @returns {Promise<Record<string, any> | null>} */
function readStoredUser(userId) {
  const idsOnly = { select: ['id'] };
  return strapi.db.query(USER_UID).findOne({
    where: { id: userId },
    select: ['id', 'cluster_builder_version', 'profile_version'],
    populate: Object.fromEntries(LIST_FIELDS.map((field) => [field, idsOnly])),
  });
}

/**
 * The complete lists to store, computed from the stored ones and the body's operations.
 *
 * @param {Record<string, unknown>} body
 * @param {Record<string, any>} stored
 * @returns {Promise<Record<string, number[]>>}
 */
async function nextLists(body, stored) {
  const operations = listOperationsOf(body);
  if (Object.keys(operations).length === 0) return {};
  const resolve = await refResolver(Object.values(operations).flatMap((op) => [...op.connect, ...op.disconnect]));
  /** @type {Record<string, { connect: number[], disconnect: number[] }>} */
  const resolved = {};
  for (const [field, op] of Object.entries(operations)) {
    const connect = op.connect.map(resolve);
    const missing = connect.findIndex((id) => id === null);
    if (missing >= 0) throw new errors.ValidationError(`${field}.connect: doorloopje ${JSON.stringify(op.connect[missing])} bestaat niet.`);
    // Disconnecting something that no longer exists changes nothing.
    const disconnect = op.disconnect.map(resolve).filter((id) => id !== null);
    resolved[field] = { connect: /** @type {number[]} */ (connect), disconnect: /** @type {number[]} */ (disconnect) };
  }
  /** @type {Record<string, number[]>} */
  const current = {};
  for (const field of LIST_FIELDS) current[field] = (stored[field] ?? []).map((/** @type {{ id: number }} */ item) => item.id);
  const applied = applyListOperations(current, resolved);
  if (!applied.ok) throw new errors.ValidationError(applied.message);
  // A connect to one progress list also removes the doorloopje from the other one.
  const touched = PROGRESS_FIELDS.some((field) => field in resolved) ? [...Object.keys(resolved), ...PROGRESS_FIELDS] : Object.keys(resolved);
  return Object.fromEntries(touched.map((field) => [field, applied.lists[field]]));
}

/**
 * Maps refs ({ id } or { documentId }) to the ids of published doorloopjes (null when unknown):
 * a teacher's lists link the version teachers read, never a draft.
 *
 * @param {Array<{ id: number } | { documentId: string }>} refs
 */
async function refResolver(refs) {
  const ids = refs.flatMap((ref) => ('id' in ref ? [ref.id] : []));
  const documentIds = refs.flatMap((ref) => ('documentId' in ref ? [ref.documentId] : []));
  /** @type {Array<{ id: number, documentId: string }>} */
  const found = await strapi.db.query(DOORLOOPJE_UID).findMany({
    where: { $or: [{ id: { $in: ids } }, { documentId: { $in: documentIds } }], publishedAt: { $notNull: true } },
    select: ['id', 'documentId'],
  });
  const byId = new Map(found.map((row) => [row.id, row.id]));
  const byDocumentId = new Map(found.map((row) => [row.documentId, row.id]));
  return (/** @type {{ id: number } | { documentId: string }} */ ref) =>
    ('id' in ref ? byId.get(ref.id) : byDocumentId.get(ref.documentId)) ?? null;
}

/**
 * 409 in Strapi's error format; details tell the client which document and its current version.
 *
 * @param {any} ctx @param {import('./document-versions').StaleDocument} stale
 */
function respondConflict(ctx, stale) {
  fail(
    ctx,
    409,
    'ConflictError',
    `Dit is intussen elders gewijzigd (${stale.versionField} is nu ${stale.currentVersion}). Laad de nieuwe versie of sla op met ${stale.versionField} ${stale.currentVersion} om te overschrijven.`,
    { versionField: stale.versionField, fields: stale.fields, currentVersion: stale.currentVersion },
  );
}

module.exports = { atomicUserUpdate };
