'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::doorloopje-van-de-maand.doorloopje-van-de-maand');
