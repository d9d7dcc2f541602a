'use strict';

const { factories } = require('@strapi/strapi');
const { errors } = require('@strapi/utils');
const { validateAnalyticsEvent } = require('../../../utils/analytics-validation');

const UID = 'api::analytics-event.analytics-event';

module.exports = factories.createCoreController(UID, ({ strapi }) => ({
  /**
   * Stores one event for the logged-in user. The response carries no data back, so the
   * endpoint cannot be used to read events (not even the one just written).
   */
  async create(ctx) {
    const user = ctx.state.user;
    if (!user) return ctx.unauthorized();

    const body = ctx.request.body;
    const result = validateAnalyticsEvent(body && typeof body === 'object' ? body.data : undefined);
    if (!result.ok) throw new errors.ValidationError(result.message);

    await strapi.documents(UID).create({ data: { ...result.value, user: user.id } });
    ctx.status = 204;
    ctx.body = null;
  },
}));
