'use strict';

const { factories } = require('@strapi/strapi');

// Create-only: analytics events are written by the platform and never readable through the API.
module.exports = factories.createCoreRouter('api::analytics-event.analytics-event', { only: ['create'] });
