import qs from 'qs';

/** What a content-service query holds: Strapi's nested filters, populate, fields, sort and pagination. */
export type StrapiQuery = { [key: string]: StrapiQueryValue };
type StrapiQueryValue = string | number | boolean | readonly StrapiQueryValue[] | StrapiQuery;

/**
 * The one way a content-service query string is built, with `qs` as Strapi's own docs do. Lists go
 * out as repeated keys (`populate=image&populate=experts.photo`), the form the content service's
 * calls are written in; nested objects become bracketed keys (`populate[theme][fields]=title`).
 * Values are encoded, keys are not, so the brackets stay readable in logs.
 */
export function strapiQuery(query: StrapiQuery): string {
  return qs.stringify(query, { encodeValuesOnly: true, arrayFormat: 'repeat' });
}
