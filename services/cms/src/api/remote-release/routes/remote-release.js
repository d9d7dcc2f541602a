'use strict';

module.exports = {
  routes: [
    // Deploy token only: the custom API token is granted exactly this action (see remote-registry/deploy-token.js).
    { method: 'POST', path: '/remote-releases', handler: 'remote-release.register' },
    { method: 'GET', path: '/remote-releases/:remote/:version', handler: 'remote-release.findVersion', config: { auth: false } },
  ],
};
