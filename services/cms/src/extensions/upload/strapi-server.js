'use strict';

const { withWebpFormats } = require('../../image-formats/webp-formats');

/**
 * Every image variant the upload plugin generates (thumbnail, small, medium, large) also gets a
 * WebP sibling (`formats.<name>_webp`), for uploads through the API, the admin and the seed alike.
 *
 * @param {any} plugin the plugin definition Strapi passes to extensions
 */
module.exports = (plugin) => {
  plugin.services['image-manipulation'] = withWebpFormats(plugin.services['image-manipulation']);
  return plugin;
};
