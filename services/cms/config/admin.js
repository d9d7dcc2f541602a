'use strict';

const { envSecret } = require('../src/utils/env-secret');

/** @param {{ env: typeof import('@strapi/utils').env }} context */
module.exports = ({ env }) => ({
  auth: { secret: envSecret('ADMIN_JWT_SECRET') },
  apiToken: { salt: envSecret('API_TOKEN_SALT') },
  transfer: { token: { salt: envSecret('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: envSecret('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
  // The API tests and the benchmark run without a built admin panel.
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
});
