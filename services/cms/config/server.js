'use strict';

const { envSecret } = require('../src/utils/env-secret');

/** @param {{ env: typeof import('@strapi/utils').env }} context */
module.exports = ({ env }) => ({
  // Loopback by default: the content service is reached through the platform, not exposed directly.
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  // Public URL of this service (used in absolute links such as the admin panel URL).
  url: env('PUBLIC_URL', ''),
  // With several instances scheduled jobs run on one only (the cluster profile sets this).
  cron: { enabled: env.bool('CRON_ENABLED', true) },
  // X-Forwarded-For is believed only from these peers (src/middlewares/client-address.js), e.g.
  // TRUSTED_PROXIES=127.0.0.1 behind a local nginx. Empty: the connection's own address counts.
  proxy: { trusted: env.array('TRUSTED_PROXIES', []) },
  // Uploaded files live under <public>/uploads; the cluster profile's kept data folder names its own.
  ...(env('PUBLIC_DIR', '') ? { dirs: { public: env('PUBLIC_DIR') } } : {}),
  app: {
    keys: envSecret('APP_KEYS', { parts: 4 }).split(','),
  },
});
