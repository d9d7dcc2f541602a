'use strict';

const { CACHEABLE_TYPES } = require('./routes');

const MEDIA_UID = 'plugin::upload.file';

/**
 * Which models each cached route can read: its content type and everything reachable from it
 * through relations, components, dynamic zones and media (a populate can follow any of them).
 * Read from the schemas once, after Strapi loaded them.
 * @param {any} strapi
 * @returns {{ ofRoute: Map<string, string[]>, content: Set<string> }}
 */
function readDependencies(strapi) {
  /** @type {Record<string, any>} */
  const schemas = { ...strapi.components, ...strapi.contentTypes };

  /** @param {string} start */
  const reachable = (start) => {
    const seen = new Set([start]);
    const queue = [start];
    while (queue.length > 0) {
      const schema = schemas[/** @type {string} */ (queue.pop())];
      for (const attribute of Object.values(schema?.attributes ?? {})) {
        /** @type {string[]} */
        const next = [];
        // Admin users (createdBy, updatedBy) never reach a content API answer.
        if (attribute.type === 'relation' && attribute.target && !attribute.target.startsWith('admin::')) next.push(attribute.target);
        if (attribute.type === 'media') next.push(MEDIA_UID);
        if (attribute.type === 'component') next.push(attribute.component);
        if (attribute.type === 'dynamiczone') next.push(...attribute.components);
        for (const uid of next) {
          if (!seen.has(uid)) {
            seen.add(uid);
            queue.push(uid);
          }
        }
      }
    }
    return [...seen].sort();
  };

  /** @type {Map<string, string[]>} */
  const ofRoute = new Map();
  for (const [uid, schema] of Object.entries(strapi.contentTypes)) {
    if (!uid.startsWith('api::')) continue;
    const segment = schema.kind === 'singleType' ? schema.info.singularName : schema.info.pluralName;
    if (CACHEABLE_TYPES.includes(segment)) ofRoute.set(segment, reachable(uid));
  }
  return { ofRoute, content: new Set([...ofRoute.values()].flat()) };
}

module.exports = { readDependencies };
