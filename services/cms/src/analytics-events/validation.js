'use strict';

const { ANALYTICS_PAYLOAD_MAX_BYTES: MAX_PAYLOAD_BYTES, analyticsPayloadBytes } = require('@doorloopjes/platform-rules');
const { fields, analytics } = require('../messages');

// The payload's JSON is at most 2 KB (the platform trims a long assistant answer's text to fit).
const ALLOWED_KEYS = ['type', 'path', 'title', 'payload', 'sessionId'];
const LIMITS = { path: 512, title: 300, sessionId: 128 };

/**
 * Validates the `data` of POST /api/analytics-events.
 *
 * @param {unknown} data
 * @returns {{ ok: true, value: Record<string, unknown> } | { ok: false, message: string }}
 */
function validateAnalyticsEvent(data) {
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    return { ok: false, message: fields.dataNotObject };
  }
  const record = /** @type {Record<string, unknown>} */ (data);
  const unknown = Object.keys(record).filter((key) => !ALLOWED_KEYS.includes(key));
  if (unknown.length > 0) return { ok: false, message: analytics.notAllowed(unknown) };

  if (typeof record.type !== 'string' || !/^[a-z][a-z0-9_.:-]{0,63}$/i.test(record.type)) {
    return { ok: false, message: analytics.type };
  }
  /** @type {Record<string, unknown>} */
  const value = { type: record.type };
  for (const [key, max] of Object.entries(LIMITS)) {
    const field = record[key];
    if (field === undefined || field === null) continue;
    if (typeof field !== 'string' || field.length > max) {
      return { ok: false, message: fields.textUpTo(key, max) };
    }
    value[key] = field;
  }
  if (record.payload !== undefined && record.payload !== null) {
    if (analyticsPayloadBytes(record.payload) > MAX_PAYLOAD_BYTES) {
      return { ok: false, message: analytics.payloadTooLarge(MAX_PAYLOAD_BYTES) };
    }
    value.payload = record.payload;
  }
  return { ok: true, value };
}

module.exports = { validateAnalyticsEvent, MAX_PAYLOAD_BYTES };
