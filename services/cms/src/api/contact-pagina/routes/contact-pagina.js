'use strict';

const { factories } = require('@strapi/strapi');

// Read-only over REST: content is edited in the admin panel, never by platform users.
module.exports = factories.createCoreRouter('api::contact-pagina.contact-pagina', { only: ['find'] });
