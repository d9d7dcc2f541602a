'use strict';

const { factories } = require('@strapi/strapi');
const { validateAnalyticsEvent } = require('../../../utils/analytics-validation');
const { validatedData } = require('../../../utils/request-data');

const UID = 'api::analytics-event.analytics-event';

module.exports = factories.createCoreController(UID, ({ strapi }) => ({
  /**
   * Stores one event for the logged-in user. The response carries no data back, so the
   * endpoint cannot be used to read events (not even the one just written).
   */
  async create(ctx) {
    const user = ctx.state.user;
    if (!user) return ctx.unauthorized();

    const event = validatedData(ctx, validateAnalyticsEvent);
    await strapi.documents(UID).create({ data: { ...event, user: user.id } });
    ctx.status = 204;
    ctx.body = null;
  },
}));
