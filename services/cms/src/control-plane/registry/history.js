'use strict';

const { AsyncLocalStorage } = require('node:async_hooks');
const { errors } = require('@strapi/utils');
const { CHANGE_UID, ENVIRONMENT_UID, STATE_UID } = require('./contract');
const { STATE_POPULATE, snapshot } = require('./registry-view');
const { normalizeRollout } = require('../rollouts/rollout-plan');
const { controlPlane } = require('../../messages');

/**
 * Who made the change in the current request: the admin user (admin panel), the API token
 * (pipelines, `pnpm registry`), or the system (seeding at boot).
 * @param {any} strapi
 */
function currentActor(strapi) {
  const ctx = strapi.requestContext.get();
  if (!ctx) return { actor: 'systeem', source: 'system' };
  const auth = ctx.state?.auth;
  if (String(auth?.strategy?.name ?? '').endsWith('api-token')) return { actor: `token:${auth.credentials?.name ?? auth.credentials?.id}`, source: 'api' };
  const user = ctx.state?.user;
  const admin = String(ctx.request?.url ?? '').startsWith('/content-manager') || String(ctx.request?.url ?? '').startsWith('/admin');
  if (user) return { actor: user.email ?? user.username ?? `gebruiker ${user.id}`, source: admin ? 'admin' : 'api' };
  return { actor: 'onbekend', source: admin ? 'admin' : 'api' };
}

/**
 * @typedef {{ actor: string, note: string, figures: Record<string, unknown> }} ChangeNote
 * @type {AsyncLocalStorage<ChangeNote>}
 */
const changeNotes = new AsyncLocalStorage();

/**
 * Runs a state change made by the platform itself (no request), so its history entry names that
 * actor and carries the reason and the figures behind it.
 * @template T
 * @param {ChangeNote} note @param {() => Promise<T>} change
 */
function withChangeNote(note, change) {
  return changeNotes.run(note, change);
}

/**
 * Refuses a state that would point a remote at another remote's release or set a half canary,
 * however the change arrives (the admin panel's relation picker lists every release).
 * @param {any} state
 */
function assertConsistent(state) {
  if (state.release && state.release.remote !== state.remote) {
    throw new errors.ValidationError(controlPlane.releaseOfOtherRemote(state.release.version, state.release.remote, state.remote));
  }
  if (state.canaryRelease && state.canaryRelease.remote !== state.remote) {
    throw new errors.ValidationError(controlPlane.canaryOfOtherRemote(state.canaryRelease.version, state.canaryRelease.remote, state.remote));
  }
  const percent = state.canaryPercent ?? 0;
  if (state.canaryRelease && (percent < 1 || percent > 100)) throw new errors.ValidationError(controlPlane.canaryPercent);
}

/**
 * The rollout plan's own rules (src/control-plane/rollouts/rollout-plan.js) as a validation error, so the
 * admin panel and the API show the Dutch message.
 * @param {any} before @param {any} after
 */
function rolloutFields(before, after) {
  try {
    return normalizeRollout(before, after);
  } catch (error) {
    throw new errors.ValidationError(error instanceof Error ? error.message : String(error));
  }
}

const POPULATE = { release: { fields: ['version', 'manifest', 'remote'] }, canaryRelease: { fields: ['version', 'manifest', 'remote'] } };

/**
 * Document-service middleware: every create/update/delete of a remote state, from the API or the
 * admin panel, is checked and written to the history with who, when, before and after. It runs
 * around the change, so a refused change records nothing.
 * @param {any} strapi
 */
function registerHistory(strapi) {
  strapi.documents.use(async (/** @type {any} */ context, /** @type {() => Promise<any>} */ next) => {
    if (context.uid === ENVIRONMENT_UID && ['create', 'update', 'delete'].includes(context.action)) return recordEnvironmentEdit(strapi, context, next);
    if (context.uid !== STATE_UID || !['create', 'update', 'delete'].includes(context.action)) return next();
    const documentId = context.params?.documentId;
    const before = documentId ? await strapi.db.query(STATE_UID).findOne({ where: { documentId }, populate: POPULATE }) : null;
    return strapi.db.transaction(async () => {
      const result = await next();
      const id = documentId ?? result?.documentId;
      let after = context.action === 'delete' ? null : await strapi.db.query(STATE_UID).findOne({ where: { documentId: id }, populate: POPULATE });
      if (after) {
        const rollout = rolloutFields(before, after);
        if (Object.keys(rollout).length > 0) {
          await strapi.db.query(STATE_UID).update({ where: { id: after.id }, data: rollout });
          after = { ...after, ...rollout };
        }
        assertConsistent(after);
        const label = `${after.environment} · ${after.remote}`;
        if (after.label !== label) await strapi.db.query(STATE_UID).update({ where: { id: after.id }, data: { label } });
      }
      const row = after ?? before;
      if (row) {
        const note = changeNotes.getStore();
        const { actor, source } = note ? { actor: note.actor, source: 'system' } : currentActor(strapi);
        await strapi.db.query(CHANGE_UID).create({
          data: { environment: row.environment, remote: row.remote, actor, source, before: snapshot(before), after: snapshot(after), note: note?.note ?? null, figures: note?.figures ?? null },
        });
      }
      return result;
    });
  });
}

/** The history's `remote` for an edit of the environment itself (its settings, not a remote). */
const ENVIRONMENT_EDIT = '*';

/** @param {any} row */
const environmentSnapshot = (row) => (row ? { allowOverrides: Boolean(row.allowOverrides) } : null);

/**
 * An edit of an environment's own settings (allowOverrides), from the API or the admin panel, is
 * in the history too, with who and when, under remote `*`.
 * @param {any} strapi @param {any} context @param {() => Promise<any>} next
 */
async function recordEnvironmentEdit(strapi, context, next) {
  const documentId = context.params?.documentId;
  const before = documentId ? await strapi.db.query(ENVIRONMENT_UID).findOne({ where: { documentId } }) : null;
  return strapi.db.transaction(async () => {
    const result = await next();
    const id = documentId ?? result?.documentId;
    const after = context.action === 'delete' ? null : await strapi.db.query(ENVIRONMENT_UID).findOne({ where: { documentId: id } });
    const row = after ?? before;
    if (row) {
      const { actor, source } = currentActor(strapi);
      await strapi.db.query(CHANGE_UID).create({
        data: { environment: row.name, remote: ENVIRONMENT_EDIT, actor, source, before: environmentSnapshot(before), after: environmentSnapshot(after) },
      });
    }
    return result;
  });
}

module.exports = { registerHistory, withChangeNote, STATE_POPULATE, ENVIRONMENT_EDIT };
