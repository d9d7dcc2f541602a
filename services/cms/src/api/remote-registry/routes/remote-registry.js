'use strict';

module.exports = {
  routes: [
    // Public and cheap: the shell reads it on every page load (ETag/304, a few seconds of cache).
    { method: 'GET', path: '/remote-registry/:environment', handler: 'remote-registry.find', config: { auth: false } },
    // Deploy token only (see remote-registry/deploy-token.js); users' JWTs have no such permission.
    { method: 'GET', path: '/remote-registry/:environment/history', handler: 'remote-registry.history' },
    { method: 'PUT', path: '/remote-registry/:environment/:remote', handler: 'remote-registry.update' },
  ],
};
