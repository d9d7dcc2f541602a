import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { strapiQuery } from '../src/index.js';
import type { StrapiQuery } from '../src/index.js';

/** What Strapi's docs write, and what this package replaces. */
const withQs = (query: StrapiQuery) => qs.stringify(query, { encodeValuesOnly: true, arrayFormat: 'repeat' });

describe('strapiQuery', () => {
  it('writes nested objects as bracketed keys and lists as repeated keys', () => {
    expect(strapiQuery({ pagination: { page: 2, pageSize: 100 }, populate: { steps: true }, sort: ['book:asc', 'page:asc'] })).toBe(
      'pagination[page]=2&pagination[pageSize]=100&populate[steps]=true&sort=book%3Aasc&sort=page%3Aasc',
    );
  });

  it('encodes values but leaves the keys readable', () => {
    expect(strapiQuery({ filters: { title: { $containsi: 'lezen & schrijven' } } })).toBe('filters[title][$containsi]=lezen%20%26%20schrijven');
  });

  it('writes what qs writes with the options of Strapi\'s docs', () => {
    const queries: StrapiQuery[] = [
      {},
      { populate: '*' },
      { filters: { slug: { $eq: 'feedback-die-werkt' } }, populate: ['image', 'experts.photo', 'related_doorloopjes.steps.image', 'downloads'] },
      {
        sort: ['book:asc', 'page:asc'],
        pagination: { pageSize: 250 },
        fields: ['title', 'slug', 'description'],
        populate: { theme: { fields: ['title', 'slug'] }, steps: { fields: ['title'], populate: { image: { fields: ['formats'] } } } },
        imageFormats: 'thumbnail,small',
      },
      { filters: { $or: [{ title: { $containsi: "l'école (1)*!" } }, { description: { $containsi: 'é ü ñ 日本 🙂 ~-_.' } }] } },
      { filters: { has_taken_place: false, page: 0, id: { $in: [1, 2, 3] } }, empty: [], nested: { none: {} } },
      { q: 'a=b&c=d?e#f/g+h%20i', list: [['x', 'y'], 'z'] },
    ];
    for (const query of queries) expect(strapiQuery(query), JSON.stringify(query)).toBe(withQs(query));
  });

  it('leaves undefined out and writes null as an empty value, as qs does', () => {
    const query = { a: undefined, b: null, c: { d: undefined, e: null } } as unknown as StrapiQuery;
    expect(strapiQuery(query)).toBe(withQs(query));
    expect(strapiQuery(query)).toBe('b=&c[e]=');
  });
});
