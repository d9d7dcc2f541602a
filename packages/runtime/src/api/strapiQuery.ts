// The helper lives in a plain-JS workspace package so the Node services and scripts build their
// content-service queries with the very same code; the frontends take it from here.
export { strapiQuery, type StrapiQuery } from '@doorloopjes/strapi-query';
