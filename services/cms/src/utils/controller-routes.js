'use strict';

/**
 * The routes of one custom controller, written as a routing table: each key is `'METHOD /path'`,
 * each value the controller's action, or `[action, config]` for a route with a config of its own
 * (`{ auth: false }` for a public one). Strapi gets its usual `{ routes: [{ method, path, handler }] }`.
 *
 * @param {string} controller
 * @param {Record<string, string | [string, Record<string, unknown>]>} table
 */
function controllerRoutes(controller, table) {
  return {
    routes: Object.entries(table).map(([route, target]) => {
      const [method, path] = route.split(' ');
      const [action, config] = Array.isArray(target) ? target : [target];
      const handler = `${controller}.${action}`;
      return config ? { method, path, handler, config } : { method, path, handler };
    }),
  };
}

module.exports = { controllerRoutes };
