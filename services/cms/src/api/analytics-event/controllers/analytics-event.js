'use strict';

const { factories } = require('@strapi/strapi');
const { validateAnalyticsEvent } = require('../../../analytics-events/validation');
const { validatedData } = require('../../../utils/request-data');
const { analyticsEventLimits } = require('../limits');

const UID = 'api::analytics-event.analytics-event';

module.exports = factories.createCoreController(UID, ({ strapi }) => {
  const limits = analyticsEventLimits(strapi);
  return {
    /**
     * Stores one event for the logged-in user, within her per-minute and per-day limits (429
     * with Retry-After beyond; an invalid event costs nothing). The response carries no data
     * back, so the endpoint cannot be used to read events (not even the one just written).
     */
    async create(ctx) {
      const user = ctx.state.user;
      if (!user) return ctx.unauthorized();

      const event = validatedData(ctx, validateAnalyticsEvent);
      await limits.take(ctx, user.id);
      await strapi.documents(UID).create({ data: { ...event, user: user.id } });
      ctx.status = 204;
      ctx.body = null;
    },
  };
});
