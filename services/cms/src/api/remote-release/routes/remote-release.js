'use strict';

const { controllerRoutes } = require('../../../utils/controller-routes');

module.exports = controllerRoutes('remote-release', {
  // Deploy token only: the custom API token is granted exactly this action (see remote-registry/deploy-token.js).
  'POST /remote-releases': 'register',
  'GET /remote-releases/:remote/:version': ['findVersion', { auth: false }],
});
