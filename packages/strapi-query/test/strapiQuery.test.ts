import { describe, expect, it } from 'vitest';
import { strapiQuery } from '../src/index.js';

describe('strapiQuery', () => {
  it('writes nested objects as bracketed keys and lists as repeated keys', () => {
    expect(strapiQuery({ pagination: { page: 2, pageSize: 100 }, populate: { steps: true }, sort: ['book:asc', 'page:asc'] })).toBe(
      'pagination[page]=2&pagination[pageSize]=100&populate[steps]=true&sort=book%3Aasc&sort=page%3Aasc',
    );
  });

  it('encodes values but leaves the keys readable', () => {
    expect(strapiQuery({ filters: { title: { $containsi: 'lezen & schrijven' } } })).toBe('filters[title][$containsi]=lezen%20%26%20schrijven');
  });
});
