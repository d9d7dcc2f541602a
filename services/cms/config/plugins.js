'use strict';

const { envSecret } = require('../src/utils/env-secret');
const { REGISTER_FIELDS } = require('../src/teacher-record/fields');
const { authLimitSettings } = require('../src/auth-limits/settings');
const { sessionSettings } = require('../src/sessions/settings');

/** @param {{ env: typeof import('@strapi/utils').env }} context */
module.exports = ({ env }) => {
  const smtpUser = env('SMTP_USERNAME', '');
  const isProduction = env('NODE_ENV') === 'production';

  return {
    'users-permissions': {
      config: {
        jwtSecret: envSecret('JWT_SECRET'),
        // Strapi's session management: short access tokens, revocable refresh tokens in the
        // session table every instance shares (src/sessions/settings.js says why these lifespans).
        jwtManagement: 'refresh',
        sessions: sessionSettings(env),
        // Exactly the registration payload (username, email, password are always allowed).
        register: { allowedFields: REGISTER_FIELDS },
        // Read by the login limiter that replaces the plugin's own (src/auth-limits).
        ratelimit: authLimitSettings(env, { isProduction }),
      },
    },
    email: {
      config: {
        provider: 'nodemailer',
        providerOptions: {
          // Defaults point at MailDev (SMTP 1025, web UI 1080); production sets real SMTP settings.
          host: env('SMTP_HOST', '127.0.0.1'),
          port: env.int('SMTP_PORT', 1025),
          secure: env.bool('SMTP_SECURE', false),
          ignoreTLS: env.bool('SMTP_IGNORE_TLS', !smtpUser),
          ...(smtpUser ? { auth: { user: smtpUser, pass: env('SMTP_PASSWORD', '') } } : {}),
        },
        settings: {
          defaultFrom: env('EMAIL_FROM', 'Doorloopjes <no-reply@doorloopjes.nl>'),
          defaultReplyTo: env('EMAIL_REPLY_TO', 'info@doorloopjes.nl'),
        },
      },
    },
    upload: {
      config: {
        sizeLimit: env.int('UPLOAD_SIZE_LIMIT', 20 * 1024 * 1024),
      },
    },
  };
};
