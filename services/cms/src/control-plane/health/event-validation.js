'use strict';

const { VERSION_PATTERN, normalizeRemote } = require('../registry/contract');
const { fields, controlPlane } = require('../../messages');

const OUTCOMES = ['loaded', 'load-failed', 'render-failed'];
const ALLOWED_KEYS = ['environment', 'remote', 'version', 'canary', 'outcome', 'loadMs', 'pageLoadId'];
/** Longer than the shell's own load timeout; anything above is not a load time. */
const MAX_LOAD_MS = 600_000;

/** @typedef {Record<string, unknown> & { environment: string, version: string, canary: boolean }} VersionReport */

/**
 * What every report from the shell about a remote version starts with: an object with only the
 * allowed keys, naming the environment, a known remote, a version and the canary flag. The
 * health events and the page figures both check theirs here first (the user is never part of
 * either: it comes from the token).
 * @param {unknown} data @param {string[]} allowedKeys
 * @returns {{ ok: true, record: VersionReport, remote: string } | { ok: false, message: string }}
 */
function validateVersionReport(data, allowedKeys) {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { ok: false, message: fields.dataNotObject };
  const record = /** @type {Record<string, unknown>} */ (data);
  const unknown = Object.keys(record).filter((key) => !allowedKeys.includes(key));
  if (unknown.length > 0) return { ok: false, message: fields.notAllowed(unknown) };
  if (typeof record.environment !== 'string' || !/^[a-z]{1,50}$/.test(record.environment)) return { ok: false, message: controlPlane.environmentRequired };
  const remote = normalizeRemote(record.remote);
  if (!remote) return { ok: false, message: controlPlane.remoteNotKnown };
  if (typeof record.version !== 'string' || !VERSION_PATTERN.test(record.version)) return { ok: false, message: controlPlane.healthVersionRequired };
  if (typeof record.canary !== 'boolean') return { ok: false, message: controlPlane.canaryBoolean };
  return { ok: true, record: /** @type {VersionReport} */ (record), remote };
}

/** A page load's id: what ties the reports of one page load together. @param {unknown} value @returns {value is string} */
const isPageLoadId = (value) => typeof value === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(value);
const PAGE_LOAD_ID_MESSAGE = controlPlane.pageLoadIdRequired;

/**
 * Validates the `data` of POST /api/remote-health/events. The user is never part of it: the
 * session belongs to whoever the token says, so a body naming a user is refused.
 *
 * @param {unknown} data
 * @returns {{ ok: true, value: { environment: string, remote: string, version: string, canary: boolean, outcome: import('./store').Outcome, loadMs: number | null, pageLoadId: string } } | { ok: false, message: string }}
 */
function validateHealthEvent(data) {
  const report = validateVersionReport(data, ALLOWED_KEYS);
  if (!report.ok) return report;
  const { record, remote } = report;
  if (typeof record.outcome !== 'string' || !OUTCOMES.includes(record.outcome)) return { ok: false, message: controlPlane.outcomeOneOf(OUTCOMES) };
  const loadMs = record.loadMs ?? null;
  if (loadMs !== null && (typeof loadMs !== 'number' || !Number.isInteger(loadMs) || loadMs < 0 || loadMs > MAX_LOAD_MS)) {
    return { ok: false, message: controlPlane.loadMsRange(MAX_LOAD_MS) };
  }
  if (!isPageLoadId(record.pageLoadId)) return { ok: false, message: PAGE_LOAD_ID_MESSAGE };
  return {
    ok: true,
    value: {
      environment: record.environment,
      remote,
      version: record.version,
      canary: record.canary,
      outcome: /** @type {import('./store').Outcome} */ (record.outcome),
      loadMs: /** @type {number | null} */ (loadMs),
      pageLoadId: record.pageLoadId,
    },
  };
}

module.exports = { validateHealthEvent, validateVersionReport, isPageLoadId, PAGE_LOAD_ID_MESSAGE, OUTCOMES };
