'use strict';

const { CONTENT_TYPES } = require('../content-types');
const { previewTokens } = require('./authentication');

/**
 * Where the shell shows each previewable type (packages/shared/src/routes/paths.ts builds the same
 * addresses from the platform's route contract); a theme is shown on the guide list it groups.
 * @type {Record<string, (slug: string) => string>}
 */
const PAGE_OF = {
  'api::doorloopje.doorloopje': (slug) => `/doorloopjes/${slug}`,
  'api::theme.theme': () => '/doorloopjes',
  'api::digidate.digidate': (slug) => `/webinars/${slug}`,
  'api::artikel.artikel': (slug) => `/artikel/${slug}`,
  'api::nieuws-item.nieuws-item': (slug) => `/nieuws-item/${slug}`,
  'api::why.why': (slug) => `/why/${slug}`,
  'api::how.how': (slug) => `/how/${slug}`,
  'api::landingpage.landingpage': () => '/',
};

/** The shell's preview page: it keeps the credential for this tab and opens `pad` under the banner. */
const PREVIEW_PAGE = '/voorbeeld';

/**
 * The admin panel's Preview handler (config/admin.js): the address of the entry's page in the
 * real shell, with a short-lived preview credential in the fragment (never sent to a server,
 * so it stays out of logs and Referer headers). The credential reads this one entry's draft.
 * Only for an editor who may read this entry in the content manager (an Author: her own entries);
 * null (no preview) for anyone else and for types the shell does not show.
 * @param {any} strapi @param {string} uid @param {{ documentId: string, status?: 'draft' | 'published' }} params
 * @returns {Promise<string | null>}
 */
async function previewUrl(strapi, uid, { documentId, status = 'draft' }) {
  const page = PAGE_OF[uid];
  if (!page) return null;
  const type = CONTENT_TYPES.find((candidate) => candidate.uid === uid);
  const ctx = strapi.requestContext.get();
  const editor = ctx?.state?.user;
  const userAbility = ctx?.state?.userAbility;
  if (!type || !editor || !userAbility) return null;
  const permissions = strapi.plugin('content-manager').service('permission-checker').create({ userAbility, model: uid });
  if (permissions.cannot.read()) return null;
  // The entry itself, with its creator: an Author's read permission holds for her own entries only.
  const entry = await strapi.documents(uid).findOne({ documentId, status, fields: ['slug'], populate: { createdBy: { fields: ['id'] } } });
  if (!entry || permissions.cannot.read(entry)) return null;
  const platform = (process.env.PLATFORM_URL || 'http://localhost:3000').replace(/\/$/, '');
  const query = new URLSearchParams({ pad: page(String(entry.slug ?? '')), status });
  const fragment = new URLSearchParams({ token: previewTokens(strapi).issue(editor.id, { contentType: type.name, documentId }) });
  return `${platform}${PREVIEW_PAGE}?${query}#${fragment}`;
}

module.exports = { previewUrl, PAGE_OF, PREVIEW_PAGE };
