'use strict';

const { envSecret } = require('../src/utils/env-secret');
const { previewUrl } = require('../src/preview/preview-url');

/** @param {{ env: typeof import('@strapi/utils').env }} context */
module.exports = ({ env }) => ({
  auth: { secret: envSecret('ADMIN_JWT_SECRET') },
  apiToken: { salt: envSecret('API_TOKEN_SALT') },
  transfer: { token: { salt: envSecret('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: envSecret('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
  // Strapi's Preview (edit view): the draft in the real shell, read with a short-lived preview
  // credential (src/preview). The shell is framed by the admin panel, so its origin is allowed.
  preview: {
    enabled: env.bool('PREVIEW_ENABLED', true),
    config: {
      allowedOrigins: [env('PLATFORM_URL', 'http://localhost:3000')],
      /** @param {string} uid @param {{ documentId: string, status?: 'draft' | 'published' }} params */
      handler: (uid, params) => previewUrl(strapi, uid, params),
    },
  },
  // The API tests and the benchmark run without a built admin panel.
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
});
