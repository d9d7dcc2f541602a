'use strict';

const { controllerRoutes } = require('../../../utils/controller-routes');

module.exports = controllerRoutes('remote-health', {
  // Logged-in users only (the authenticated role's permission); the user comes from the token.
  'POST /remote-health/events': 'report',
  // The page figures of the main area's remote (time to content, Web Vitals), the same way.
  'POST /remote-health/figures': 'figure',
  // A team's read-only view of its own remote (deploy token, its scope's remotes and environments).
  'GET /remote-health/status/:environment/:remote': 'status',
});
