'use strict';

const { envSecret } = require('../src/utils/env-secret');

/** @param {{ env: typeof import('@strapi/utils').env }} context */
module.exports = ({ env }) => ({
  auth: { secret: envSecret('ADMIN_JWT_SECRET', 'local-admin-jwt-secret-not-for-production') },
  apiToken: { salt: envSecret('API_TOKEN_SALT', 'local-api-token-salt-not-for-production') },
  transfer: { token: { salt: envSecret('TRANSFER_TOKEN_SALT', 'local-transfer-salt-not-for-production') } },
  secrets: { encryptionKey: envSecret('ENCRYPTION_KEY', 'local-encryption-key-not-for-production') },
  flags: { nps: false, promoteEE: false },
  // The API tests and the benchmark run without a built admin panel.
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
});
