'use strict';

/**
 * `?imageFormats=thumbnail,medium,medium_webp`: media in the answer keep only the named formats,
 * each as its url and size (the size is what a `srcset` needs), instead of every format with all
 * its file metadata. Lets a client ask for exactly
 * the variants it renders; answers without the parameter are unchanged.
 */
const { isContentApiPath } = require('../utils/canonical-path');

/** A generated variant, or its WebP sibling (`medium_webp`, see src/image-formats/webp-formats.js). */
const FORMAT_NAME = /^[a-z]+(?:_webp)?$/;

/** @param {unknown} value @param {Set<string>} keep */
function trim(value, keep) {
  if (Array.isArray(value)) {
    for (const item of value) trim(item, keep);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = /** @type {Record<string, any>} */ (value);
  for (const [key, child] of Object.entries(record)) {
    if (key === 'formats' && child && typeof child === 'object' && !Array.isArray(child)) {
      record.formats = Object.fromEntries(
        Object.entries(child)
          .filter(([name, format]) => keep.has(name) && format && typeof format.url === 'string')
          .map(([name, format]) => [name, { url: format.url, width: format.width, height: format.height }]),
      );
    } else {
      trim(child, keep);
    }
  }
}

module.exports = () =>
  async function imageFormats(/** @type {any} */ ctx, /** @type {() => Promise<void>} */ next) {
    const requested = ctx.method === 'GET' && isContentApiPath(ctx.path) ? ctx.query.imageFormats : undefined;
    await next();
    if (typeof requested !== 'string' || ctx.status !== 200 || !ctx.body || typeof ctx.body !== 'object') return;
    trim(ctx.body, new Set(requested.split(',').map((name) => name.trim()).filter((name) => FORMAT_NAME.test(name))));
  };
