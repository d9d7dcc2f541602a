'use strict';

const { CHANGE_UID } = require('./contract');

/** The history list in the admin panel: newest first, with when, where and who. */
const HISTORY_LIST = ['createdAt', 'environment', 'remote', 'actor'];

/**
 * Sets the admin panel's list view of the history once (a product owner may still re-arrange
 * it; later boots leave a changed layout alone). A failure only costs the default order.
 * @param {any} strapi
 */
async function configureHistoryList(strapi) {
  try {
    const service = strapi.plugin('content-manager').service('content-types');
    const contentType = service.findContentType(CHANGE_UID);
    const { uid: _uid, ...configuration } = await service.findConfiguration(contentType);
    if (configuration.settings?.defaultSortBy === 'createdAt') return;
    await service.updateConfiguration(contentType, {
      ...configuration,
      settings: { ...configuration.settings, defaultSortBy: 'createdAt', defaultSortOrder: 'DESC' },
      layouts: { ...configuration.layouts, list: HISTORY_LIST },
    });
  } catch (error) {
    strapi.log.warn(`Remote registry: history list view not configured (${error instanceof Error ? error.message : String(error)}).`);
  }
}

module.exports = { configureHistoryList };
