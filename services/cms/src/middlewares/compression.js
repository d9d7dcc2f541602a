'use strict';

const compress = require('koa-compress');
const zlib = require('node:zlib');

/**
 * br or gzip per Accept-Encoding for API answers that the response cache did not already
 * encode (it stores its answers compressed). Brotli at quality 5: near gzip's speed, smaller.
 */
module.exports = () =>
  compress({
    threshold: 1024,
    br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    gzip: { level: 6 },
    deflate: false,
  });
