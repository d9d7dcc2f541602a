'use strict';

const crypto = require('crypto');

/** How long a preview link reads drafts: long enough to look, short enough that a shared link dies. */
const PREVIEW_TOKEN_SECONDS_DEFAULT = 15 * 60;
/** The Authorization scheme of a preview credential (never `Bearer`: teachers' tokens are). */
const PREVIEW_SCHEME = 'Preview';

/** @typedef {{ editor: string, contentType: string, documentId: string, expires: number }} PreviewCredentials */

/** A part of a token: no dots (the separator), nothing a header could not carry. */
const TOKEN_PART = /^[\w-]+$/;

/**
 * Preview credentials: issued to an editor by the admin panel's Preview (config/admin.js) for one
 * entry, and sent by the shell's preview page as `Authorization: Preview <token>`. They read that
 * entry's draft and otherwise what a visitor reads (src/publication/published-only.js). Signed
 * with a key derived from the admin panel's secret, so only this service issues them; nothing is
 * stored. Format: `<admin user id>.<type name>.<documentId>.<expiry, ms>.<signature>`.
 * @param {string} secret @param {number} [lifetimeSeconds]
 */
function createPreviewTokens(secret, lifetimeSeconds = PREVIEW_TOKEN_SECONDS_DEFAULT) {
  const key = crypto.createHmac('sha256', secret).update('doorloopjes preview token').digest();
  const sign = (/** @type {string} */ payload) => crypto.createHmac('sha256', key).update(payload).digest('base64url');

  return {
    lifetimeSeconds,
    /**
     * @param {string | number} editor the admin user who opened the preview
     * @param {{ contentType: string, documentId: string }} entry the entry's type name (src/content-types.js) and documentId
     */
    issue(editor, { contentType, documentId }, now = Date.now()) {
      if (![String(editor), contentType, documentId].every((part) => TOKEN_PART.test(part))) throw new Error('preview token: invalid entry');
      const payload = `${editor}.${contentType}.${documentId}.${now + lifetimeSeconds * 1000}`;
      return `${payload}.${sign(payload)}`;
    },
    /**
     * The editor, entry and expiry of a valid, unexpired token, or null.
     * @param {unknown} token @returns {PreviewCredentials | null}
     */
    verify(token, now = Date.now()) {
      if (typeof token !== 'string' || token.length > 300) return null;
      const parts = token.split('.');
      if (parts.length !== 5) return null;
      const [editor, contentType, documentId, expiresText, signature] = parts;
      const expires = Number(expiresText);
      if (!Number.isFinite(expires) || expires < now) return null;
      // A forged expiry far in the future is caught by the signature; a real one is never longer.
      if (expires - now > lifetimeSeconds * 1000) return null;
      const expected = Buffer.from(sign(parts.slice(0, 4).join('.')));
      const given = Buffer.from(signature);
      return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? { editor, contentType, documentId, expires } : null;
    },
  };
}

/**
 * The preview token of an `Authorization: Preview <token>` header, or null for any other header.
 * @param {string | undefined} header
 */
function previewTokenOf(header) {
  const match = /^Preview\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
}

module.exports = { createPreviewTokens, previewTokenOf, PREVIEW_SCHEME, PREVIEW_TOKEN_SECONDS_DEFAULT };
