'use strict';

const crypto = require('node:crypto');
const { promisify } = require('node:util');
const zlib = require('node:zlib');
const { ANSWER_CHANGING_HEADERS } = require('./routes');

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Bodies smaller than this are sent as they are (compression would not pay). */
const COMPRESS_THRESHOLD = 1024;

/**
 * @typedef {object} CacheEntry
 * @property {string} stamp    the generations of the models it read, taken when the request started
 * @property {string} type     Content-Type
 * @property {string} etag
 * @property {Buffer} raw
 * @property {Buffer | null} gzip
 * @property {Buffer | null} br
 */

/**
 * Serialises a JSON answer once, with its ETag and compressed variants, so a hit costs no
 * stringify and no compression.
 * @param {unknown} body @param {string} type @param {string} stamp
 * @returns {Promise<CacheEntry>}
 */
async function buildEntry(body, type, stamp) {
  const raw = Buffer.isBuffer(body) ? body : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  const etag = `"${crypto.createHash('sha1').update(raw).digest('base64url')}"`;
  const large = raw.length >= COMPRESS_THRESHOLD;
  const [gz, br] = large
    ? await Promise.all([gzip(raw, { level: 6 }), brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })])
    : [null, null];
  return { stamp, type, etag, raw, gzip: gz, br };
}

/** @param {CacheEntry} entry */
const entrySize = (entry) => entry.raw.length + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0);

/**
 * Puts an entry on the response: 304 when the client has it, else the best encoding it accepts.
 * @param {any} ctx @param {CacheEntry} entry @param {'HIT' | 'MISS'} state
 */
function sendEntry(ctx, entry, state) {
  ctx.set('ETag', entry.etag);
  ctx.set('X-Cache', state);
  // Revalidate every time: the answer may change with any write.
  ctx.set('Cache-Control', 'private, no-cache');
  ctx.vary('Authorization');
  ctx.vary('Accept-Encoding');
  for (const { header } of ANSWER_CHANGING_HEADERS) ctx.vary(header);
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    ctx.body = null;
    return;
  }
  ctx.type = entry.type;
  const encoding = entry.br || entry.gzip ? ctx.acceptsEncodings('br', 'gzip', 'identity') : 'identity';
  const encoded = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : null;
  if (encoded) {
    ctx.set('Content-Encoding', /** @type {string} */ (encoding));
    ctx.body = encoded;
  } else {
    ctx.body = entry.raw;
  }
}

module.exports = { buildEntry, entrySize, sendEntry };
