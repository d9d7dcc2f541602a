'use strict';

const { controllerRoutes } = require('../../../utils/controller-routes');

/**
 * The current user's own data (her token decides whose; no route takes an id). These routes are
 * registered before the users-permissions plugin's, so `DELETE /users/me` reaches the account
 * controller and never the plugin's generic user delete, which stays closed.
 */
module.exports = controllerRoutes('account', {
  'GET /users/me/export': 'exportMe',
  'POST /users/me/delete': 'deleteMe',
  'DELETE /users/me': 'deleteMe',
});
