'use strict';

const { consumeOrRefuse } = require('../../../auth-limits/refuse');
const { fail } = require('../../../remote-registry/respond');
const { validateHealthEvent } = require('../../../remote-health/event-validation');
const { createHealthLimiters } = require('../../../remote-health/limits');
const { isLiveVersion } = require('../../../remote-health/live-versions');
const { recordSession } = require('../../../remote-health/store');
const { validatedData } = require('../../../utils/request-data');

/** @param {{ strapi: any }} deps */
module.exports = ({ strapi }) => {
  /** @type {ReturnType<typeof createHealthLimiters> | undefined} */
  let limiters;

  return {
    /**
     * POST /api/remote-health/events: one remote's outcome and load time on one page load of the
     * logged-in user, counted in the minute it arrives.
     * @param {any} ctx
     */
    async report(ctx) {
      const user = ctx.state.user;
      if (!user) return ctx.unauthorized();
      const event = validatedData(ctx, validateHealthEvent);

      limiters ??= createHealthLimiters(strapi, strapi.config.get('remote-health')).catch((error) => {
        limiters = undefined; // try again on the next request
        throw error;
      });
      const { perUser, once } = await limiters;
      await consumeOrRefuse(ctx, perUser, `user:${user.id}`);

      if (!(await isLiveVersion(strapi, event))) {
        return fail(ctx, 422, 'UnprocessableEntityError', `Versie ${event.version} is niet de ${event.canary ? 'canary-versie' : 'actieve versie'} van mf-${event.remote} in '${event.environment}'.`);
      }
      try {
        await once.consume(`${user.id}:${event.pageLoadId}:${event.remote}:${event.version}`);
      } catch (rejection) {
        if (rejection instanceof Error) throw rejection;
        return fail(ctx, 409, 'ConflictError', 'Deze remote is voor deze paginalading al gemeld.');
      }
      await recordSession(strapi.db.connection, event);
      ctx.status = 204;
      ctx.body = null;
    },
  };
};
