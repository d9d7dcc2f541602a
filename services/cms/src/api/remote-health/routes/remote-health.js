'use strict';

module.exports = {
  routes: [
    // Logged-in users only (the authenticated role's permission); the user comes from the token.
    { method: 'POST', path: '/remote-health/events', handler: 'remote-health.report' },
  ],
};
