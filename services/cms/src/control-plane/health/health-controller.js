'use strict';

const { consumeOrRefuse } = require('../../auth-limits/refuse');
const { fail } = require('../../utils/respond');
const { validateHealthEvent } = require('./event-validation');
const { createHealthLimiters } = require('./limits');
const { recordPageFigure, validatePageFigure } = require('./page-figures');
const { recordReport } = require('./record-report');
const { MINUTE_MS } = require('./store');
const { checkServedVersion } = require('./served-version');
const { parseStatusQuery, remoteStatus } = require('./status');
const { describeScope, mayChangeEnvironment, mayRelease, scopeOf } = require('../deploy-tokens/token-scope');
const { validatedData } = require('../../utils/request-data');
const { controlPlane } = require('../../messages');

/** @param {{ strapi: any }} deps */
module.exports = ({ strapi }) => {
  /** @type {ReturnType<typeof createHealthLimiters> | undefined} */
  let limiters;
  const healthLimiters = () =>
    (limiters ??= createHealthLimiters(strapi, strapi.config.get('remote-health')).catch((error) => {
      limiters = undefined; // try again on the next request
      throw error;
    }));

  /**
   * Whether this key is seen for the first time (the limiter's one point is still there).
   * @param {any} limiter @param {string} key
   */
  async function firstTime(limiter, key) {
    try {
      await limiter.consume(key);
      return true;
    } catch (rejection) {
      if (rejection instanceof Error) throw rejection;
      return false;
    }
  }

  /**
   * The way every report of a logged-in user's page load is taken in (health events, page
   * figures): valid, within the user's limit, of the version the user was served, and once per
   * key; then recorded with the server's canary flag (never the client's) and answered 204.
   * @template {{ environment: string, remote: string, version: string, canary: boolean }} T
   * @param {any} ctx
   * @param {(data: unknown) => { ok: true, value: T } | { ok: false, message: string }} validate
   * @param {{ onceKey: (report: T, userId: number) => string, alreadyReported: string, record: (report: T, userId: number) => Promise<unknown> }} how
   */
  async function acceptOnce(ctx, validate, { onceKey, alreadyReported, record }) {
    const user = ctx.state.user;
    if (!user) return ctx.unauthorized();
    const report = validatedData(ctx, validate);
    const { perUser, once } = await healthLimiters();
    await consumeOrRefuse(ctx, perUser, `user:${user.id}`);
    const served = await checkServedVersion(strapi, report, user.id);
    if (!served.ok) return fail(ctx, 422, 'UnprocessableEntityError', served.message);
    if (!(await firstTime(once, onceKey(report, user.id)))) return fail(ctx, 409, 'ConflictError', alreadyReported);
    await record({ ...report, canary: served.canary }, user.id);
    ctx.status = 204;
    ctx.body = null;
  }

  return {
    /**
     * POST /api/remote-health/events: one remote's outcome and load time on one page load of the
     * logged-in user. Whether the user is in the canary is the server's decision; the first report
     * of a user for a remote version in a minute counts, later ones are accepted and not counted.
     * @param {any} ctx
     */
    async report(ctx) {
      return acceptOnce(ctx, validateHealthEvent, {
        onceKey: (event, userId) => `${userId}:${event.pageLoadId}:${event.remote}:${event.version}`,
        alreadyReported: controlPlane.remoteAlreadyReported,
        record: (event, userId) => recordReport(strapi.db.connection, event, userId),
      });
    },

    /**
     * POST /api/remote-health/figures: one page figure (time to content, LCP, INP or CLS) of the
     * remote that owns the main area of the logged-in user's page load. Checked like a health
     * report (served version, the server's canary flag, the per-user limit); one per user, page
     * load, remote version and figure. Counted like the failure rule counts people: the first
     * figure of a user for a remote version and figure in a minute counts, later ones are accepted
     * and not counted, so one account sending many page loads moves no p75.
     * @param {any} ctx
     */
    async figure(ctx) {
      return acceptOnce(ctx, validatePageFigure, {
        onceKey: (figure, userId) => `figure:${userId}:${figure.pageLoadId}:${figure.remote}:${figure.version}:${figure.metric}`,
        alreadyReported: controlPlane.figureAlreadyReported,
        record: async (figure, userId) => {
          const { once } = await healthLimiters();
          const minute = Math.floor(Date.now() / MINUTE_MS);
          const person = `figure-minute:${userId}:${figure.environment}:${figure.remote}:${figure.version}:${figure.metric}:${minute}`;
          if (await firstTime(once, person)) await recordPageFigure(strapi.db.connection, figure);
        },
      });
    },

    /**
     * GET /api/remote-health/status/:environment/:remote?range=hour|day|week (deploy token, read
     * only): the remote's rollout state with its next decision and why, failure rate and p75
     * figures canary beside stable, the series for charts, and its releases with their notes. A
     * team reads its own remotes in its own environments only (the token's Deploytoken scope).
     * @param {any} ctx
     */
    async status(ctx) {
      const query = parseStatusQuery({ environment: ctx.params.environment, remote: ctx.params.remote, range: ctx.query.range });
      if (!query.ok) return fail(ctx, 400, 'ValidationError', query.message);
      const { environment, remote } = query.value;
      const scope = await scopeOf(strapi, ctx);
      if (!mayRelease(scope, remote) || !mayChangeEnvironment(scope, environment)) {
        return fail(ctx, 403, 'ForbiddenError', controlPlane.figuresOutOfScope(remote, environment, describeScope(scope)));
      }
      ctx.body = await remoteStatus(strapi, query.value);
    },
  };
};
