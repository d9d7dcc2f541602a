'use strict';

const { progressSiblings } = require('@doorloopjes/platform-rules');
const { LIST_FIELDS } = require('./fields');

/**
 * A user's doorloopje lists change by operations, never by a whole list: a list computed in one
 * tab would overwrite what another tab or device saved meanwhile. PUT /api/users/:id takes Strapi's
 * relation syntax per list, `{ connect: [ref], disconnect: [ref] }`, where a ref is an id, a
 * documentId or `{ id }` / `{ documentId }`. The server applies them to the lists as stored at
 * that moment (see atomic-user-update.js).
 */

const MAX_REFS = 100;

/** @typedef {{ ok: true } | { ok: false, message: string }} Check */
/** @typedef {{ id: number } | { documentId: string }} Ref */
/** @typedef {{ connect: Ref[], disconnect: Ref[] }} ListOperation */
/** @typedef {Record<string, number[]>} Lists */

/** @param {string} message @returns {{ ok: false, message: string }} */
const fail = (message) => ({ ok: false, message });

/** @param {unknown} v */
const isPlainObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** @param {unknown} v @returns {v is number} */
const isNumericId = (v) => typeof v === 'number' && Number.isInteger(v) && v > 0;
/** @param {unknown} v @returns {v is string} */
const isDocumentId = (v) => typeof v === 'string' && /^[a-z0-9]{1,64}$/i.test(v);

/**
 * The ref as `{ id }` or `{ documentId }`, or null when it is not a ref. Numeric strings are ids.
 *
 * @param {unknown} ref
 * @returns {Ref | null}
 */
function parseRef(ref) {
  if (isNumericId(ref)) return { id: ref };
  if (typeof ref === 'string' && /^[1-9][0-9]{0,15}$/.test(ref)) return { id: Number(ref) };
  if (isDocumentId(ref)) return { documentId: ref };
  if (isPlainObject(ref)) {
    const record = /** @type {Record<string, unknown>} */ (ref);
    const keys = Object.keys(record);
    if (keys.length === 1 && keys[0] === 'id' && isNumericId(record.id)) return { id: record.id };
    if (keys.length === 1 && keys[0] === 'documentId' && isDocumentId(record.documentId)) return { documentId: record.documentId };
  }
  return null;
}

/**
 * Validates one list field of an update body.
 *
 * @param {string} key
 * @param {unknown} value
 * @returns {Check}
 */
function validateListOperation(key, value) {
  const shape = `${key} moet een wijziging zijn: { connect: [id], disconnect: [id] }.`;
  if (Array.isArray(value)) return fail(`${shape} Een hele lijst wordt niet meer aangenomen.`);
  if (!isPlainObject(value)) return fail(shape);
  const record = /** @type {Record<string, unknown>} */ (value);
  const extra = Object.keys(record).filter((k) => k !== 'connect' && k !== 'disconnect');
  if (extra.length) return fail(`${shape} Onbekend: ${extra.join(', ')}.`);
  let total = 0;
  for (const action of ['connect', 'disconnect']) {
    const refs = record[action];
    if (refs === undefined) continue;
    if (!Array.isArray(refs) || !refs.every((ref) => parseRef(ref) !== null)) return fail(`${key}.${action} moet een lijst van ids zijn.`);
    total += refs.length;
  }
  if (total === 0) return fail(`${key} bevat geen wijziging.`);
  if (total > MAX_REFS) return fail(`${key} mag maximaal ${MAX_REFS} wijzigingen bevatten.`);
  return { ok: true };
}

/**
 * The parsed operations of a (validated) body, per list field present.
 *
 * @param {Record<string, unknown>} body
 * @returns {Record<string, ListOperation>}
 */
function listOperationsOf(body) {
  /** @type {Record<string, ListOperation>} */
  const operations = {};
  for (const key of LIST_FIELDS) {
    const value = /** @type {Record<string, unknown[]> | undefined} */ (body[key]);
    if (value === undefined) continue;
    operations[key] = {
      connect: (value.connect ?? []).map((ref) => /** @type {Ref} */ (parseRef(ref))),
      disconnect: (value.disconnect ?? []).map((ref) => /** @type {Ref} */ (parseRef(ref))),
    };
  }
  return operations;
}

/**
 * Applies operations (refs already resolved to ids) to the stored lists. Connecting a doorloopje to
 * one progress list removes it from the other, so a status change is one move on the server even
 * if a client sends only the connect. Connecting what is there and disconnecting what is not are
 * no-ops, so a repeated or retried operation has the same result.
 *
 * @param {Lists} current the stored lists (ids, in stored order)
 * @param {Record<string, { connect: number[], disconnect: number[] }>} operations
 * @returns {{ ok: true, lists: Lists } | { ok: false, message: string }}
 */
function applyListOperations(current, operations) {
  const connected = new Map();
  for (const [key, { connect, disconnect }] of Object.entries(operations)) {
    for (const id of connect) {
      if (disconnect.includes(id)) return fail(`${key}: id ${id} staat in connect en in disconnect.`);
      const other = connected.get(id);
      if (other && progressSiblings(key).includes(other)) {
        return fail(`Een doorloopje kan niet tegelijk in ${other} en ${key} staan.`);
      }
      connected.set(id, key);
    }
  }
  /** @type {Lists} */
  const lists = {};
  for (const key of Object.keys(current)) lists[key] = [...current[key]];
  for (const [key, { connect, disconnect }] of Object.entries(operations)) {
    for (const sibling of progressSiblings(key)) lists[sibling] = lists[sibling].filter((id) => !connect.includes(id));
    const kept = lists[key].filter((id) => !disconnect.includes(id));
    lists[key] = [...kept, ...connect.filter((id, index) => !kept.includes(id) && connect.indexOf(id) === index)];
  }
  return { ok: true, lists };
}

module.exports = { validateListOperation, listOperationsOf, applyListOperations, parseRef };
