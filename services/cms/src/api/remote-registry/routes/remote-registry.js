'use strict';

const { controllerRoutes } = require('../../../utils/controller-routes');

module.exports = controllerRoutes('remote-registry', {
  // Public and cheap: the shell reads it on every page load (ETag/304, a few seconds of cache).
  'GET /remote-registry/:environment': ['find', { auth: false }],
  // Deploy token only (see remote-registry/deploy-token.js); users' JWTs have no such permission.
  'GET /remote-registry/:environment/history': 'history',
  'PUT /remote-registry/:environment/:remote': 'update',
});
