'use strict';

const { LIST_FIELDS, PROGRESS_LISTS } = require('@doorloopjes/platform-rules');

/** Education roles. */
const EDUCATION_ROLES = ['leraar', 'schoolleider', 'bestuurder', 'anders'];
/** Education sectors. */
const EDUCATION_SECTORS = ['PO', 'VO', 'MBO', 'HBO', 'S(VO)'];

/** Registration payload fields beyond username/email/password. */
const REGISTER_FIELDS = [
  'fullName',
  'educationRole',
  'educationRoleOther',
  'educationSector',
  'isStudent',
  'schoolName',
  'city',
];

/** Profile fields written by the profile form. */
const PROFILE_FIELDS = REGISTER_FIELDS;

/** The progress lists: a doorloopje is in at most one of them (its status). */
const PROGRESS_FIELDS = /** @type {string[]} */ (Object.values(PROGRESS_LISTS));

/**
 * Documents a user edits as a whole (cluster layout, profile form), each with the version the save
 * is based on. The server refuses a save based on an older version (409), so a device that loaded
 * the document earlier cannot silently overwrite a newer save from another device.
 */
const DOCUMENT_VERSIONS = {
  cluster_builder_version: ['cluster_builder_state'],
  profile_version: PROFILE_FIELDS,
};

/**
 * Everything PUT /api/users/:id accepts. Anything else (role, confirmed, blocked, password,
 * resetPasswordToken, email, username, provider...) is refused, so a user cannot escalate
 * privileges or plant a reset token.
 */
const UPDATABLE_FIELDS = [
  ...PROFILE_FIELDS,
  ...LIST_FIELDS,
  'has_completed_tour',
  'cluster_builder_state',
  'ai_session_id',
  ...Object.keys(DOCUMENT_VERSIONS),
];

const CLUSTER_ITEM_TYPES = ['doorloopje', 'why', 'how'];

module.exports = {
  EDUCATION_ROLES,
  EDUCATION_SECTORS,
  REGISTER_FIELDS,
  PROFILE_FIELDS,
  LIST_FIELDS,
  PROGRESS_FIELDS,
  DOCUMENT_VERSIONS,
  UPDATABLE_FIELDS,
  CLUSTER_ITEM_TYPES,
};
