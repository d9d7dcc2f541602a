'use strict';

const { errors } = require('@strapi/utils');

/**
 * The `data` of a JSON request body as `validate` accepts it; a 400 ValidationError with the
 * validator's message when it does not.
 * @template T
 * @param {any} ctx
 * @param {(data: unknown) => { ok: true, value: T } | { ok: false, message: string }} validate
 * @returns {T}
 */
function validatedData(ctx, validate) {
  const body = ctx.request.body;
  const result = validate(body && typeof body === 'object' ? body.data : undefined);
  if (!result.ok) throw new errors.ValidationError(result.message);
  return result.value;
}

module.exports = { validatedData };
