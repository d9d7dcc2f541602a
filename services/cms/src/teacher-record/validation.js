'use strict';

const {
  EDUCATION_ROLES,
  EDUCATION_SECTORS,
  UPDATABLE_FIELDS,
  LIST_FIELDS,
  CLUSTER_ITEM_TYPES,
} = require('./fields');
const { validateListOperation } = require('./list-operations');
const { validateDocumentVersions } = require('./document-versions');
const { fields, teacherRecord } = require('../messages');

const MAX_CLUSTER_ITEMS = 200;

/** @typedef {{ ok: true } | { ok: false, message: string }} Check */

/** @type {Check} */
const OK = { ok: true };
/** @param {string} message @returns {Check} */
const fail = (message) => ({ ok: false, message });

/** @param {unknown} v */
const isPlainObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** @param {unknown} v @param {number} max */
const isShortText = (v, max) => typeof v === 'string' && v.length <= max;
/** @param {unknown} v */
const isId = (v) =>
  (typeof v === 'number' && Number.isInteger(v) && v > 0) ||
  (typeof v === 'string' && /^[a-z0-9]{1,64}$/i.test(v));

/**
 * Validates the profile fields shared by registration and profile updates.
 *
 * @param {Record<string, unknown>} body
 * @param {{ requireCore: boolean }} options requireCore: fullName, role and sector must be present
 * @returns {Check}
 */
function validateProfileFields(body, { requireCore }) {
  if (requireCore) {
    for (const key of ['fullName', 'educationRole', 'educationSector']) {
      if (body[key] === undefined || body[key] === null || body[key] === '') {
        return fail(teacherRecord.required(key));
      }
    }
  }
  if (body.fullName !== undefined && !(isShortText(body.fullName, 120) && String(body.fullName).trim())) {
    return fail(teacherRecord.fullName);
  }
  if (body.educationRole !== undefined && !EDUCATION_ROLES.includes(/** @type {string} */ (body.educationRole))) {
    return fail(teacherRecord.oneOf('educationRole', EDUCATION_ROLES));
  }
  if (
    body.educationSector !== undefined &&
    !EDUCATION_SECTORS.includes(/** @type {string} */ (body.educationSector))
  ) {
    return fail(teacherRecord.oneOf('educationSector', EDUCATION_SECTORS));
  }
  if (body.educationRole === 'anders' && requireCore && !(typeof body.educationRoleOther === 'string' && body.educationRoleOther.trim())) {
    return fail(teacherRecord.otherRole);
  }
  for (const [key, max] of /** @type {const} */ ([['educationRoleOther', 120], ['schoolName', 200], ['city', 120]])) {
    if (body[key] !== undefined && body[key] !== null && !isShortText(body[key], max)) {
      return fail(fields.textUpTo(key, max));
    }
  }
  if (body.isStudent !== undefined && typeof body.isStudent !== 'boolean') {
    return fail(teacherRecord.isStudent);
  }
  return OK;
}

/** @param {unknown} state @returns {Check} */
function validateClusterState(state) {
  if (state === null) return OK;
  if (!Array.isArray(state) || state.length > MAX_CLUSTER_ITEMS) {
    return fail(teacherRecord.clusterList(MAX_CLUSTER_ITEMS));
  }
  for (const item of state) {
    if (!isPlainObject(item)) return fail(teacherRecord.clusterItemObject);
    const keys = Object.keys(item);
    const extra = keys.filter((k) => !['id', '__type', 'x', 'y', 'scale', 'instanceId'].includes(k));
    if (extra.length) return fail(teacherRecord.clusterItemUnknown(extra));
    if (!isId(item.id)) return fail(teacherRecord.clusterItemId);
    if (!CLUSTER_ITEM_TYPES.includes(item.__type)) return fail(teacherRecord.clusterItemType);
    for (const k of ['x', 'y', 'scale']) {
      if (typeof item[k] !== 'number' || !Number.isFinite(item[k])) return fail(teacherRecord.clusterItemNumber(k));
    }
    if (item.scale < 0.6 || item.scale > 1.8) return fail(teacherRecord.clusterItemScale);
    if (!isShortText(item.instanceId, 100) && typeof item.instanceId !== 'number') {
      return fail(teacherRecord.clusterItemInstanceId);
    }
  }
  return OK;
}

/**
 * Validates a PUT /api/users/:id body: only the fields the platform writes, with sane values.
 *
 * @param {unknown} body
 * @returns {Check}
 */
function validateUserUpdate(body) {
  if (!isPlainObject(body)) return fail(teacherRecord.bodyNotObject);
  const record = /** @type {Record<string, unknown>} */ (body);
  const keys = Object.keys(record);
  if (keys.length === 0) return fail('Geen velden om bij te werken.');
  const refused = keys.filter((key) => !UPDATABLE_FIELDS.includes(key));
  if (refused.length) return fail(`Niet toegestane velden: ${refused.join(', ')}`);

  const profile = validateProfileFields(record, { requireCore: false });
  if (!profile.ok) return profile;
  for (const key of LIST_FIELDS) {
    if (record[key] === undefined) continue;
    const operation = validateListOperation(key, record[key]);
    if (!operation.ok) return operation;
  }
  const versions = validateDocumentVersions(record);
  if (!versions.ok) return versions;
  if (record.has_completed_tour !== undefined && typeof record.has_completed_tour !== 'boolean') {
    return fail(teacherRecord.tourSeen);
  }
  if (record.ai_session_id !== undefined && record.ai_session_id !== null && !isShortText(record.ai_session_id, 200)) {
    return fail(teacherRecord.aiSessionId);
  }
  if (record.cluster_builder_state !== undefined) {
    const cluster = validateClusterState(record.cluster_builder_state);
    if (!cluster.ok) return cluster;
  }
  return OK;
}

module.exports = { validateUserUpdate, validateProfileFields };
