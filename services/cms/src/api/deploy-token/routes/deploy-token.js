'use strict';

module.exports = {
  routes: [
    // Deploy token only: which token this is and what it may do (`pnpm registry` and `pnpm release` print it).
    { method: 'GET', path: '/deploy-tokens/me', handler: 'deploy-token.me' },
  ],
};
