'use strict';

const crypto = require('crypto');

/** How long a preview link reads drafts: long enough to look, short enough that a shared link dies. */
const PREVIEW_TOKEN_SECONDS_DEFAULT = 15 * 60;
/** The Authorization scheme of a preview credential (never `Bearer`: teachers' tokens are). */
const PREVIEW_SCHEME = 'Preview';

/**
 * Preview credentials: issued to an editor by the admin panel's Preview (config/admin.js) and
 * sent by the shell's preview page as `Authorization: Preview <token>`. They read drafts of the
 * product's content and nothing else (src/preview/authentication.js). Signed with a key derived
 * from the admin panel's secret, so only this service issues them; nothing is stored.
 * Format: `<admin user id>.<expiry, ms>.<signature>`.
 * @param {string} secret @param {number} [lifetimeSeconds]
 */
function createPreviewTokens(secret, lifetimeSeconds = PREVIEW_TOKEN_SECONDS_DEFAULT) {
  const key = crypto.createHmac('sha256', secret).update('doorloopjes preview token').digest();
  const sign = (/** @type {string} */ editor, /** @type {number} */ expires) =>
    crypto.createHmac('sha256', key).update(`${editor}.${expires}`).digest('base64url');

  return {
    lifetimeSeconds,
    /** @param {string | number} editor the admin user who opened the preview */
    issue(editor, now = Date.now()) {
      const expires = now + lifetimeSeconds * 1000;
      return `${editor}.${expires}.${sign(String(editor), expires)}`;
    },
    /**
     * The editor and expiry of a valid, unexpired token, or null.
     * @param {unknown} token @returns {{ editor: string, expires: number } | null}
     */
    verify(token, now = Date.now()) {
      if (typeof token !== 'string' || token.length > 200) return null;
      const [editor, expiresText, signature] = token.split('.');
      const expires = Number(expiresText);
      if (!editor || !signature || !Number.isFinite(expires) || expires < now) return null;
      // A forged expiry far in the future is caught by the signature; a real one is never longer.
      if (expires - now > lifetimeSeconds * 1000) return null;
      const expected = Buffer.from(sign(editor, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? { editor, expires } : null;
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
