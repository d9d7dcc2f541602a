import qs from 'qs';

/**
 * The one way a content-service query string is built, with `qs` as Strapi's own docs do. Lists go
 * out as repeated keys (`populate=image&populate=experts.photo`), the form the content service's
 * calls are written in; nested objects become bracketed keys (`populate[theme][fields]=title`).
 * Values are encoded, keys are not, so the brackets stay readable in logs.
 *
 * @param {import('./index').StrapiQuery} query
 * @returns {string}
 */
export function strapiQuery(query) {
  return qs.stringify(query, { encodeValuesOnly: true, arrayFormat: 'repeat' });
}
