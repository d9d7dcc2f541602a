'use strict';

const { RELEASE_UID, VERSION_PATTERN, normalizeRemote } = require('../registry/contract');
const { checkManifest, fetchManifest } = require('./manifest-gate');
const { bodyFields, callerName, fail } = require('../../utils/respond');
const { mayRelease, refuseOutOfScope, scopeOf } = require('../deploy-tokens/token-scope');
const { controlPlane } = require('../../messages');

/** Release notes are a short text: what changed, not a manual. */
const MAX_NOTES = 2000;

/** @param {{ strapi: any }} context */
module.exports = ({ strapi }) => ({
  /**
   * POST /api/remote-releases (deploy token): registers an immutable release after reading its
   * manifest server-side and passing it through the compatibility gate.
   */
  async register(/** @type {any} */ ctx) {
    const fields = bodyFields(ctx);
    const remote = normalizeRemote(fields.remote);
    if (!remote) return fail(ctx, 400, 'ValidationError', controlPlane.unknownRemote(fields.remote));
    // A team's token releases its own remotes only.
    const scope = await scopeOf(strapi, ctx);
    if (!mayRelease(scope, remote)) return refuseOutOfScope(strapi, ctx, { scope, environment: null, remote, attempt: controlPlane.releaseAttempt(remote) });
    if (typeof fields.version !== 'string' || !VERSION_PATTERN.test(fields.version)) {
      return fail(ctx, 400, 'ValidationError', controlPlane.versionRequired);
    }
    if (typeof fields.manifest !== 'string' || !/^https?:\/\/[^\s]+$/.test(fields.manifest)) {
      return fail(ctx, 400, 'ValidationError', controlPlane.manifestRequired);
    }
    // What changed, in the team's words (`pnpm release --notes`, or the remote's CHANGELOG entry).
    const notes = fields.notes === undefined || fields.notes === null ? null : typeof fields.notes === 'string' ? fields.notes.trim() : undefined;
    if (notes === undefined || (notes !== null && notes.length > MAX_NOTES)) {
      return fail(ctx, 400, 'ValidationError', controlPlane.notesTooLong(MAX_NOTES));
    }
    const existing = await strapi.db.query(RELEASE_UID).findOne({ where: { remote, version: fields.version } });
    if (existing) return alreadyRegistered(ctx, remote, fields.version);

    const fetched = await fetchManifest(fields.manifest);
    if (!fetched.ok) return fail(ctx, 422, 'UnprocessableEntityError', fetched.message);
    const gate = checkManifest(remote, fetched.manifest);
    if (!gate.ok) return fail(ctx, 422, 'UnprocessableEntityError', gate.message);

    /** @type {any} */
    let release;
    try {
      release = await strapi.documents(RELEASE_UID).create({
        data: {
          label: `${remote} ${fields.version}`,
          remote,
          version: fields.version,
          manifest: fields.manifest,
          exposes: gate.exposes,
          shared: gate.shared,
          registeredBy: callerName(ctx),
          notes: notes || null,
        },
      });
    } catch (error) {
      // A simultaneous identical registration won: the unique (remote, version) index refused this one.
      if (await strapi.db.query(RELEASE_UID).findOne({ where: { remote, version: fields.version } })) return alreadyRegistered(ctx, remote, fields.version);
      throw error;
    }
    ctx.status = 201;
    ctx.body = { data: present(release) };
  },

  /** GET /api/remote-releases/:remote/:version (public): a registered release, for QA overrides. */
  async findVersion(/** @type {any} */ ctx) {
    const remote = normalizeRemote(ctx.params.remote);
    const release = remote ? await strapi.db.query(RELEASE_UID).findOne({ where: { remote, version: ctx.params.version } }) : null;
    if (!release) return fail(ctx, 404, 'NotFoundError', controlPlane.releaseNotRegistered);
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.body = { data: present(release) };
  },
});

/** @param {any} ctx @param {string} remote @param {string} version */
function alreadyRegistered(ctx, remote, version) {
  return fail(ctx, 409, 'ConflictError', controlPlane.releaseExists(version, remote));
}

/** @param {any} release */
function present(release) {
  return {
    remote: release.remote,
    version: release.version,
    manifest: release.manifest,
    exposes: release.exposes,
    shared: release.shared,
    registeredBy: release.registeredBy,
    notes: release.notes ?? null,
    createdAt: release.createdAt,
  };
}
