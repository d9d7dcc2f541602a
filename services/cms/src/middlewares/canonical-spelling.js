'use strict';

const { contentApiSpelling } = require('../utils/canonical-path');

/**
 * Every spelling of a content-API address is that address: `/API/Users/me/`, `//api/users/me`,
 * `/api/./users/me` and `/api/%75sers/me` are handed on as `/api/users/me`, before anything that
 * looks at the path. Strapi's router already matches them regardless of case and trailing slash,
 * but some handlers read the path themselves (users-permissions' OAuth connect answered a
 * respelled address with a 500); the query string is kept as sent.
 */
module.exports = () =>
  async function canonicalSpelling(/** @type {any} */ ctx, /** @type {() => Promise<void>} */ next) {
    const spelling = contentApiSpelling(ctx.path);
    if (spelling !== null && spelling !== ctx.path) ctx.path = spelling;
    return next();
  };
