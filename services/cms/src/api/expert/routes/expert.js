'use strict';

const { factories } = require('@strapi/strapi');

// Read-only over REST: content is edited in the admin panel, never by platform users.
module.exports = factories.createCoreRouter('api::expert.expert', { only: ['find', 'findOne'] });
