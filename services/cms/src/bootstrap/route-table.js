'use strict';

const fs = require('fs');

/**
 * Writes the content API's route table, as Strapi's router holds it after boot, to ROUTE_TABLE_FILE
 * (set by the API tests only): the access-table test (tests/access.test.ts) compares it with the
 * routes its table lists, so a route added to any API, plugin or the platform is refused by the
 * test until its access is written down. Nothing is written without the variable.
 * @param {any} strapi
 */
function writeRouteTable(strapi) {
  const file = process.env.ROUTE_TABLE_FILE;
  if (!file) return;
  const routes = strapi.server
    .api('content-api')
    .listRoutes()
    .flatMap((/** @type {{ methods: string[], path: string }} */ layer) =>
      layer.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${layer.path}`),
    );
  fs.writeFileSync(file, `${JSON.stringify([...new Set(routes)].sort(), null, 2)}\n`);
}

module.exports = { writeRouteTable };
