'use strict';

module.exports = {
  rest: {
    prefix: '/api',
    defaultLimit: 25,
    // The platform loads the whole doorloopjes list in one page of 250.
    maxLimit: 250,
    withCount: true,
  },
};
