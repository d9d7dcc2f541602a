'use strict';

const { consumeOrRefuse } = require('../../../auth-limits/refuse');
const { fail } = require('../../../remote-registry/respond');
const { validateHealthEvent } = require('../../../remote-health/event-validation');
const { createHealthLimiters } = require('../../../remote-health/limits');
const { recordPageFigure, validatePageFigure } = require('../../../remote-health/page-figures');
const { recordReport } = require('../../../remote-health/record-report');
const { checkServedVersion } = require('../../../remote-health/served-version');
const { parseStatusQuery, remoteStatus } = require('../../../remote-health/status');
const { describeScope, mayChangeEnvironment, mayRelease, scopeOf } = require('../../../remote-registry/token-scope');
const { validatedData } = require('../../../utils/request-data');

/** @param {{ strapi: any }} deps */
module.exports = ({ strapi }) => {
  /** @type {ReturnType<typeof createHealthLimiters> | undefined} */
  let limiters;
  const healthLimiters = () =>
    (limiters ??= createHealthLimiters(strapi, strapi.config.get('remote-health')).catch((error) => {
      limiters = undefined; // try again on the next request
      throw error;
    }));

  return {
    /**
     * POST /api/remote-health/events: one remote's outcome and load time on one page load of the
     * logged-in user. Whether the user is in the canary is the server's decision; the first report
     * of a user for a remote version in a minute counts, later ones are accepted and not counted.
     * @param {any} ctx
     */
    async report(ctx) {
      const user = ctx.state.user;
      if (!user) return ctx.unauthorized();
      const event = validatedData(ctx, validateHealthEvent);

      const { perUser, once } = await healthLimiters();
      await consumeOrRefuse(ctx, perUser, `user:${user.id}`);

      const served = await checkServedVersion(strapi, event, user.id);
      if (!served.ok) return fail(ctx, 422, 'UnprocessableEntityError', served.message);
      try {
        await once.consume(`${user.id}:${event.pageLoadId}:${event.remote}:${event.version}`);
      } catch (rejection) {
        if (rejection instanceof Error) throw rejection;
        return fail(ctx, 409, 'ConflictError', 'Deze remote is voor deze paginalading al gemeld.');
      }
      await recordReport(strapi.db.connection, { ...event, canary: served.canary }, user.id);
      ctx.status = 204;
      ctx.body = null;
    },

    /**
     * POST /api/remote-health/figures: one page figure (time to content, LCP, INP or CLS) of the
     * remote that owns the main area of the logged-in user's page load. Checked like a health
     * report (served version, the server's canary flag, the per-user limit); one per user, page
     * load, remote version and figure.
     * @param {any} ctx
     */
    async figure(ctx) {
      const user = ctx.state.user;
      if (!user) return ctx.unauthorized();
      const figure = validatedData(ctx, validatePageFigure);
      const { perUser, once } = await healthLimiters();
      await consumeOrRefuse(ctx, perUser, `user:${user.id}`);
      const served = await checkServedVersion(strapi, figure, user.id);
      if (!served.ok) return fail(ctx, 422, 'UnprocessableEntityError', served.message);
      try {
        await once.consume(`figure:${user.id}:${figure.pageLoadId}:${figure.remote}:${figure.version}:${figure.metric}`);
      } catch (rejection) {
        if (rejection instanceof Error) throw rejection;
        return fail(ctx, 409, 'ConflictError', 'Dit cijfer is voor deze paginalading al gemeld.');
      }
      await recordPageFigure(strapi.db.connection, { ...figure, canary: served.canary });
      ctx.status = 204;
      ctx.body = null;
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
        return fail(ctx, 403, 'ForbiddenError', `Dit deploytoken mag de cijfers van mf-${remote} in '${environment}' niet lezen; het mag alleen ${describeScope(scope)}.`);
      }
      ctx.body = await remoteStatus(strapi, query.value);
    },
  };
};
