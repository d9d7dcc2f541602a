'use strict';

const { controllerRoutes } = require('../../../utils/controller-routes');

module.exports = controllerRoutes('deploy-token', {
  // Deploy token only: which token this is and what it may do (`pnpm registry` and `pnpm release` print it).
  'GET /deploy-tokens/me': 'me',
});
