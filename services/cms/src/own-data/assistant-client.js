'use strict';

const { serviceToken } = require('./service-token');

/** The assistant answers these from its own database; a slow one must not hold a request forever. */
const TIMEOUT_MS = 10_000;

/** Thrown when the assistant cannot be reached or refuses: the caller must not go on as if it answered. */
class AssistantUnavailableError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'AssistantUnavailableError';
  }
}

const assistantUrl = () => (process.env.ASSISTANT_URL || 'http://localhost:8787').replace(/\/+$/, '');

/**
 * One call to the assistant's user-data routes with the content service's own credential; the
 * teacher's token is never passed on.
 *
 * @param {'GET' | 'DELETE'} method
 * @param {number | string} userId
 * @returns {Promise<any>}
 */
async function callAssistant(method, userId) {
  const token = serviceToken();
  if (!token) throw new AssistantUnavailableError('no assistant service credential configured');
  let response;
  try {
    response = await fetch(`${assistantUrl()}/users/${encodeURIComponent(String(userId))}/conversations`, {
      method,
      headers: { Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new AssistantUnavailableError(`assistant unreachable: ${/** @type {Error} */ (error).message}`);
  }
  if (!response.ok) throw new AssistantUnavailableError(`assistant answered ${response.status}`);
  return response.json();
}

/**
 * Every conversation of the user, with messages and their times.
 *
 * @param {number | string} userId
 * @returns {Promise<Array<{ id: string, createdAt: string, messages: Array<{ sender: string, text: string, createdAt: string }> }>>}
 */
async function fetchConversations(userId) {
  const body = await callAssistant('GET', userId);
  if (!Array.isArray(body?.conversations)) throw new AssistantUnavailableError('assistant sent no conversations');
  return body.conversations;
}

/**
 * Removes every conversation of the user from the assistant's store (shared by all its instances).
 *
 * @param {number | string} userId
 * @returns {Promise<{ conversations: number, messages: number }>}
 */
async function eraseConversations(userId) {
  const body = await callAssistant('DELETE', userId);
  const deleted = body?.deleted;
  if (typeof deleted?.conversations !== 'number') throw new AssistantUnavailableError('assistant sent no deletion result');
  return { conversations: deleted.conversations, messages: deleted.messages };
}

module.exports = { fetchConversations, eraseConversations, AssistantUnavailableError };
