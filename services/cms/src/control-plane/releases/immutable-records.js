'use strict';

const { isDeepStrictEqual } = require('node:util');
const { errors } = require('@strapi/utils');
const { CHANGE_UID, RELEASE_UID, STATE_UID } = require('../registry/contract');
const { controlPlane } = require('../../messages');

const DATA_REQUEST_UID = 'api::data-request.data-request';
/**
 * Records only the platform writes (with `strapi.db.query`, below the document service): the
 * registry history and the record of data requests. Through the document service (REST, the
 * content manager, code) they are never created, changed or deleted, by anyone.
 */
const APPEND_ONLY = [CHANGE_UID, DATA_REQUEST_UID];
const WRITES = ['create', 'update', 'delete', 'clone', 'publish', 'unpublish', 'discardDraft'];
/** What a release is: once registered, none of it changes (its label may). `exposes` and `shared` are the manifest's integrity as the gate read it. */
const IMMUTABLE_RELEASE_FIELDS = ['remote', 'version', 'manifest', 'integrity', 'exposes', 'shared', 'registeredBy'];
/** A release an environment used this recently cannot be deleted (a rollback may need it). */
const RELEASE_KEEP_DAYS = 30;
const SUPER_ADMIN_CODE = 'strapi-super-admin';

/** @param {any} strapi */
function callerIsSuperAdmin(strapi) {
  const user = strapi.requestContext.get()?.state?.user;
  return Array.isArray(user?.roles) && user.roles.some((/** @type {any} */ role) => role.code === SUPER_ADMIN_CODE);
}

/**
 * Refuses an update that changes an immutable field of a release (a field sent with its stored
 * value, as the admin panel's form does, is no change).
 * @param {any} strapi @param {any} context
 */
async function assertReleaseUnchanged(strapi, context) {
  const data = context.params?.data ?? {};
  const release = await strapi.db.query(RELEASE_UID).findOne({ where: { documentId: context.params?.documentId } });
  if (!release) return;
  const changed = IMMUTABLE_RELEASE_FIELDS.filter((field) => field in data && !isDeepStrictEqual(data[field] ?? null, release[field] ?? null));
  if (changed.length > 0) {
    throw new errors.PolicyError(controlPlane.releaseImmutable(changed, release.remote, release.version));
  }
}

/**
 * Why this release may not be deleted, or null: only the super admin deletes, and only a release
 * no environment uses now (active or canary) or used in the last 30 days (the history).
 * @param {any} strapi @param {any} release @param {number} [now]
 */
async function releaseDeletionRefusal(strapi, release, now = Date.now()) {
  if (!callerIsSuperAdmin(strapi)) return controlPlane.releaseDeleteSuperAdminOnly;
  const inUse = await strapi.db.query(STATE_UID).findMany({
    where: { $or: [{ release: { id: release.id } }, { canaryRelease: { id: release.id } }] },
    select: ['environment'],
  });
  if (inUse.length > 0) return controlPlane.releaseInUse(release.remote, release.version, inUse.map((/** @type {any} */ state) => state.environment));
  const since = new Date(now - RELEASE_KEEP_DAYS * 86_400_000);
  const changes = await strapi.db.query(CHANGE_UID).findMany({ where: { remote: release.remote, createdAt: { $gte: since } }, select: ['environment', 'before', 'after'] });
  const mentions = (/** @type {any} */ snapshot) => snapshot && (snapshot.version === release.version || snapshot.canary?.version === release.version);
  const usedIn = [...new Set(changes.filter((/** @type {any} */ change) => mentions(change.before) || mentions(change.after)).map((/** @type {any} */ change) => change.environment))];
  if (usedIn.length > 0) return `${release.remote} ${release.version} was de afgelopen ${RELEASE_KEEP_DAYS} dagen in gebruik in ${usedIn.join(', ')}.`;
  return null;
}

/**
 * Refusals are PolicyErrors: a 403 whose message Strapi passes on (a plain ForbiddenError reaches
 * the admin panel as a bare 'Forbidden').
 *
 * Document-service middleware (not a controller check), so the REST API, the content manager and
 * code calling `strapi.documents` meet the same rules: releases are immutable and deleted only
 * when long unused; the history and the data-request record are append-only.
 * @param {any} strapi
 */
function registerImmutableRecords(strapi) {
  strapi.documents.use(async (/** @type {any} */ context, /** @type {() => Promise<any>} */ next) => {
    if (APPEND_ONLY.includes(context.uid) && WRITES.includes(context.action)) {
      throw new errors.PolicyError(controlPlane.historyAppendOnly);
    }
    if (context.uid === RELEASE_UID && context.action === 'update') await assertReleaseUnchanged(strapi, context);
    if (context.uid === RELEASE_UID && context.action === 'delete') {
      const release = await strapi.db.query(RELEASE_UID).findOne({ where: { documentId: context.params?.documentId } });
      const refusal = release ? await releaseDeletionRefusal(strapi, release) : null;
      if (refusal) throw new errors.PolicyError(controlPlane.releaseNotDeletable(refusal));
    }
    return next();
  });
}

module.exports = { registerImmutableRecords, IMMUTABLE_RELEASE_FIELDS, APPEND_ONLY, RELEASE_KEEP_DAYS };
