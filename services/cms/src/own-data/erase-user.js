'use strict';

const { erasePerson } = require('../control-plane/health/people');
const { eraseConversations } = require('./assistant-client');
const { deletionMail } = require('./deletion-mail');
const { recordRequest } = require('./record-request');

const USER = 'plugin::users-permissions.user';

/**
 * Deletes an account and everything kept about it: first her conversations in the assistant
 * (its one store, shared by every instance; it then refuses her tokens at once), then the
 * analytics events linked to her, her rows in the remote-health per-person counts (kept a day at
 * most anyway) and the account itself (profile, lists, cluster layout, tour
 * choice) in the content service, whose token check then finds no user (401). When the
 * assistant cannot be reached nothing in the content service is touched, so she can try again.
 * The e-mail address is free to register again afterwards. A confirmation goes to her address.
 *
 * @param {any} strapi
 * @param {{ id: number, email: string, fullName?: string | null }} user
 * @param {{ actor: string }} options who asked (recorded with the time)
 */
async function eraseUser(strapi, user, { actor }) {
  const assistant = await eraseConversations(user.id);
  await erasePerson(strapi.db.connection, user.id);
  const analyticsEvents = await strapi.db.transaction(async () => {
    const events = await strapi.db.query('api::analytics-event.analytics-event').deleteMany({ where: { user: user.id } });
    await strapi.db.query(USER).delete({ where: { id: user.id } });
    return events?.count ?? 0;
  });
  const deleted = { account: true, conversations: assistant.conversations, messages: assistant.messages, analyticsEvents };
  await recordRequest(strapi, { kind: 'deletion', subjectUserId: user.id, actor, summary: deleted });
  await sendConfirmation(strapi, user, deleted);
  return deleted;
}

/**
 * @param {any} strapi
 * @param {{ email: string, fullName?: string | null }} user
 * @param {{ conversations: number, messages: number, analyticsEvents: number }} deleted
 */
async function sendConfirmation(strapi, user, deleted) {
  try {
    await strapi.plugin('email').service('email').send({ to: user.email, ...deletionMail(user, deleted) });
  } catch (error) {
    // The account is gone either way; a mail server hiccup must not make it look as if it were not.
    strapi.log.error(`Account deletion mail could not be sent: ${/** @type {Error} */ (error).message}`);
  }
}

module.exports = { eraseUser };
