'use strict';

const { escapeHtml } = require('../utils/escape-html');

/** The platform's public URL: e-mail links land on its /verify-email and /reset-password pages. */
const platformUrl = () => (process.env.PLATFORM_URL || 'http://localhost:3000').replace(/\/+$/, '');

const FROM = () => ({
  name: process.env.EMAIL_FROM_NAME || 'Doorloopjes',
  email: process.env.EMAIL_FROM_ADDRESS || 'no-reply@doorloopjes.nl',
});

/**
 * One mail template of the plugin's store, sent from the platform's address.
 * @param {Record<string, unknown> | undefined} stored what the store holds for it
 * @param {string} display @param {string} icon
 * @param {{ object: string, message: string }} text the subject and the HTML body
 */
const template = (stored, display, icon, text) => ({
  ...(stored || {}),
  display,
  icon,
  options: { from: FROM(), response_email: process.env.EMAIL_REPLY_TO || 'info@doorloopjes.nl', ...text },
});

/**
 * The plugin puts the user's fields into the HTML unescaped (its template has `escape: false`):
 * a name like `<a href=…>` would become a link in a mail sent to any address. Its template
 * function gets the user's text fields HTML-escaped.
 * @param {any} strapi
 */
function escapeUserFields(strapi) {
  const service = strapi.plugin('users-permissions').service('users-permissions');
  if (service.template.escapesUserFields) return;
  const fill = service.template.bind(service);
  const escaped = (/** @type {Record<string, unknown>} */ user) =>
    Object.fromEntries(Object.entries(user).map(([key, value]) => [key, typeof value === 'string' ? escapeHtml(value) : value]));
  service.template = Object.assign(
    (/** @type {string} */ layout, /** @type {Record<string, any>} */ data) => fill(layout, data?.USER ? { ...data, USER: escaped(data.USER) } : data),
    { escapesUserFields: true },
  );
}

/**
 * Writes the Dutch mail templates and the link settings into the users-permissions store on
 * every boot, so they follow the environment (PLATFORM_URL) instead of admin-panel clicks.
 * The plugin fills `<%= NAME %>` placeholders only, NAME one of the data it passes (lodash's
 * template with users-permissions 5.54's strict pattern `<%=\s*(USER.fullName|CODE|…)\s*%>`):
 * anything else, an expression such as `USER.fullName || USER.username` too, is sent verbatim.
 * `<%= USER.fullName %>` (required at registration), `<%= CODE %>` and `<%= TOKEN %>` are filled
 * in by the plugin; `<%= URL %>` of the reset mail is the `email_reset_password` setting below.
 *
 * @param {any} strapi
 */
async function configureAuthEmails(strapi) {
  escapeUserFields(strapi);
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const base = platformUrl();

  const email = (await store.get({ key: 'email' })) || {};
  email.email_confirmation = template(email.email_confirmation, 'Email.template.email_confirmation', 'check-square', {
    object: 'Bevestig je e-mailadres voor Doorloopjes',
    message: `<p>Hallo <%= USER.fullName %>,</p>

<p>Welkom bij Doorloopjes! Bevestig je e-mailadres via de onderstaande link. Daarna kun je inloggen.</p>

<p><a href="${base}/verify-email?confirmation=<%= CODE %>">${base}/verify-email?confirmation=<%= CODE %></a></p>

<p>Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.</p>

<p>Met vriendelijke groet,<br>Het team van Doorloopjes</p>`,
  });
  email.reset_password = template(email.reset_password, 'Email.template.reset_password', 'sync', {
    object: 'Stel een nieuw wachtwoord in voor Doorloopjes',
    message: `<p>Hallo <%= USER.fullName %>,</p>

<p>We hebben een verzoek ontvangen om het wachtwoord van je Doorloopjes-account opnieuw in te stellen. Kies een nieuw wachtwoord via de onderstaande link:</p>

<p><a href="<%= URL %>?code=<%= TOKEN %>"><%= URL %>?code=<%= TOKEN %></a></p>

<p>Heb je dit niet aangevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft ongewijzigd.</p>

<p>Met vriendelijke groet,<br>Het team van Doorloopjes</p>`,
  });
  await store.set({ key: 'email', value: email });

  const advanced = (await store.get({ key: 'advanced' })) || {};
  await store.set({
    key: 'advanced',
    value: {
      ...advanced,
      unique_email: true,
      allow_register: true,
      email_confirmation: true,
      email_reset_password: `${base}/reset-password`,
      email_confirmation_redirection: `${base}/verify-email?status=confirmed`,
      default_role: 'authenticated',
    },
  });
}

module.exports = { configureAuthEmails, platformUrl };
