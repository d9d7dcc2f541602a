/** What a content-service query holds: Strapi's nested filters, populate, fields, sort and pagination. */
export type StrapiQuery = { [key: string]: StrapiQueryValue };
export type StrapiQueryValue = string | number | boolean | readonly StrapiQueryValue[] | StrapiQuery;

/** The query string of a content-service call (no leading `?`). */
export function strapiQuery(query: StrapiQuery): string;
