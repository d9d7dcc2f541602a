'use strict';

// Strapi finds a controller under src/api/<name>/controllers; its actions live in the control plane.
module.exports = require('../../../control-plane/registry/registry-controller');
