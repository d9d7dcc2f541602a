// @ts-check
/**
 * The queries the benchmark sends. `lean` is the platform's own query, read from the same data
 * file the app reads (@doorloopjes/runtime/doorloopje-queries.json) and serialised by the same helper
 * (@doorloopjes/strapi-query): the session's list, and the detail page's guide by
 * slug. `spec` is the query the platform sent before (every field,
 * every image format).
 */
import { createRequire } from 'node:module';
import { strapiQuery } from '@doorloopjes/strapi-query';

/** @type {{ list: import('@doorloopjes/strapi-query').StrapiQuery, detail: import('@doorloopjes/strapi-query').StrapiQuery }} */
const QUERIES = createRequire(import.meta.url)('@doorloopjes/runtime/doorloopje-queries.json');

/** The populate of the original, unnarrowed query: what the lean variants are measured against. */
const FULL_POPULATE = 'populate[steps][populate]=image&populate[theme]=true&populate[digidates][populate]=image';
const LIST = '/api/doorloopjes?sort[]=book:asc&sort[]=page:asc&pagination[pageSize]=250';
const DETAIL_FILTER = { filters: { slug: { $eq: 'hardop-denkend-voordoen' } } };
const DETAIL = `/api/doorloopjes?${strapiQuery(DETAIL_FILTER)}`;

export const ENDPOINTS = [
  { name: 'list (250)', spec: `${LIST}&${FULL_POPULATE}`, lean: `/api/doorloopjes?${strapiQuery(QUERIES.list)}` },
  { name: 'slug detail', spec: `${DETAIL}&${FULL_POPULATE}`, lean: `/api/doorloopjes?${strapiQuery({ ...DETAIL_FILTER, ...QUERIES.detail })}` },
];
