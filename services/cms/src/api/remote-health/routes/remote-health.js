'use strict';

module.exports = {
  routes: [
    // Logged-in users only (the authenticated role's permission); the user comes from the token.
    { method: 'POST', path: '/remote-health/events', handler: 'remote-health.report' },
    // The page figures of the main area's remote (time to content, Web Vitals), the same way.
    { method: 'POST', path: '/remote-health/figures', handler: 'remote-health.figure' },
    // A team's read-only view of its own remote (deploy token, its scope's remotes and environments).
    { method: 'GET', path: '/remote-health/status/:environment/:remote', handler: 'remote-health.status' },
  ],
};
