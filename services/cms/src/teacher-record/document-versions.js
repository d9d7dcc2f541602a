'use strict';

const { DOCUMENT_VERSIONS } = require('./fields');

/**
 * The cluster layout and the profile are saved as whole documents. Each save names the version it
 * was based on (`cluster_builder_version`, `profile_version`, as read from /api/users/me); the
 * server applies it only if that is still the stored version, and then stores version + 1.
 */

/** @typedef {{ ok: true } | { ok: false, message: string }} Check */
/** @typedef {{ versionField: string, fields: string[], currentVersion: number }} StaleDocument */

/** @param {unknown} v */
const isVersion = (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/**
 * A document's fields need the version they are based on, and a version only comes with its fields.
 *
 * @param {Record<string, unknown>} body
 * @returns {Check}
 */
function validateDocumentVersions(body) {
  for (const [versionField, fields] of Object.entries(DOCUMENT_VERSIONS)) {
    const hasFields = fields.some((field) => body[field] !== undefined);
    const version = body[versionField];
    if (version === undefined && hasFields) {
      return { ok: false, message: `${versionField} is verplicht bij ${fields.join(', ')}: de versie waarop je wijziging gebaseerd is.` };
    }
    if (version !== undefined && !hasFields) return { ok: false, message: `${versionField} hoort bij een wijziging van ${fields.join(', ')}.` };
    if (version !== undefined && !isVersion(version)) return { ok: false, message: `${versionField} moet een geheel getal van 0 of meer zijn.` };
  }
  return { ok: true };
}

/** @param {Record<string, unknown>} stored @param {string} versionField */
const storedVersion = (stored, versionField) => (isVersion(stored[versionField]) ? /** @type {number} */ (stored[versionField]) : 0);

/**
 * The first document in the body whose base version is not the stored one, or null.
 *
 * @param {Record<string, unknown>} body a validated update body
 * @param {Record<string, unknown>} stored the user as stored now
 * @returns {StaleDocument | null}
 */
function findStaleDocument(body, stored) {
  for (const [versionField, fields] of Object.entries(DOCUMENT_VERSIONS)) {
    if (body[versionField] === undefined) continue;
    const currentVersion = storedVersion(stored, versionField);
    if (body[versionField] !== currentVersion) return { versionField, fields, currentVersion };
  }
  return null;
}

/**
 * The version fields to store with an accepted save: each saved document moves one version up.
 *
 * @param {Record<string, unknown>} body
 * @param {Record<string, unknown>} stored
 * @returns {Record<string, number>}
 */
function nextVersions(body, stored) {
  /** @type {Record<string, number>} */
  const next = {};
  for (const versionField of Object.keys(DOCUMENT_VERSIONS)) {
    if (body[versionField] !== undefined) next[versionField] = storedVersion(stored, versionField) + 1;
  }
  return next;
}

module.exports = { validateDocumentVersions, findStaleDocument, nextVersions };
