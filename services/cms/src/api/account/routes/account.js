'use strict';

/**
 * The current user's own data (her token decides whose; no route takes an id). These routes are
 * registered before the users-permissions plugin's, so `DELETE /users/me` reaches the account
 * controller and never the plugin's generic user delete, which stays closed.
 */
module.exports = {
  routes: [
    { method: 'GET', path: '/users/me/export', handler: 'account.exportMe' },
    { method: 'POST', path: '/users/me/delete', handler: 'account.deleteMe' },
    { method: 'DELETE', path: '/users/me', handler: 'account.deleteMe' },
  ],
};
