'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::data-request.data-request');
