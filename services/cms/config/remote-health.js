'use strict';

const { healthSettings } = require('../src/control-plane/health/settings');

// Read as strapi.config.get('remote-health'); every value is explained in docs/canary-health.md.
/** @param {{ env: typeof import('@strapi/utils').env }} context */
module.exports = ({ env }) => healthSettings(env);
