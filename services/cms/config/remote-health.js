'use strict';

const { healthSettings } = require('../src/remote-health/settings');

// Read as strapi.config.get('remote-health'); every value is explained in docs/canary-health.md.
module.exports = ({ env }) => healthSettings(env);
