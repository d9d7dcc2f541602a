'use strict';

const { CHANGE_UID, DEPLOY_TOKEN_UID } = require('./contract');

/**
 * The admin panel's list views of the control plane, set once (an admin may still re-arrange
 * them; later boots leave a changed layout alone):
 * - the history: newest first, with when, where and who;
 * - the deploy tokens: per token its team, remotes and environments, by name.
 */
const LISTS = [
  { uid: CHANGE_UID, sortBy: 'createdAt', order: 'DESC', list: ['createdAt', 'environment', 'remote', 'actor'] },
  { uid: DEPLOY_TOKEN_UID, sortBy: 'tokenName', order: 'ASC', list: ['tokenName', 'team', 'remotes', 'environments'] },
];

/**
 * A failure only costs the default layout.
 * @param {any} strapi
 */
async function configureAdminLists(strapi) {
  const service = strapi.plugin('content-manager').service('content-types');
  for (const { uid, sortBy, order, list } of LISTS) {
    try {
      const contentType = service.findContentType(uid);
      const { uid: _uid, ...configuration } = await service.findConfiguration(contentType);
      // Strapi's default layout sorts by the first text field and lists the first four: ours is set once.
      const current = configuration.layouts?.list ?? [];
      if (configuration.settings?.defaultSortBy === sortBy && list.every((field) => current.includes(field))) continue;
      await service.updateConfiguration(contentType, {
        ...configuration,
        settings: { ...configuration.settings, defaultSortBy: sortBy, defaultSortOrder: order },
        layouts: { ...configuration.layouts, list },
      });
    } catch (error) {
      strapi.log.warn(`Remote registry: list view of ${uid} not configured (${error instanceof Error ? error.message : String(error)}).`);
    }
  }
}

module.exports = { configureAdminLists };
