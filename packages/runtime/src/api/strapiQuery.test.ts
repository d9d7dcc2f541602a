import { describe, expect, it } from 'vitest';
import QUERIES from './doorloopje-queries.json' with { type: 'json' };
import { strapiQuery } from './strapiQuery';

const decoded = (query: Parameters<typeof strapiQuery>[0]) => decodeURIComponent(strapiQuery(query));

describe('strapiQuery', () => {
  it('writes lists as repeated keys, the form of the content calls (populate=image&populate=experts.photo)', () => {
    expect(strapiQuery({ filters: { slug: { $eq: 'feedback-die-werkt' } }, populate: ['image', 'experts.photo', 'related_doorloopjes.steps.image', 'downloads'] })).toBe(
      'filters[slug][$eq]=feedback-die-werkt&populate=image&populate=experts.photo&populate=related_doorloopjes.steps.image&populate=downloads',
    );
  });

  it('writes the featured-articles call as before', () => {
    expect(decoded({ filters: { is_featured: { $eq: true } }, sort: 'publication_date:desc', populate: 'featured_image', imageFormats: 'thumbnail' })).toBe(
      'filters[is_featured][$eq]=true&sort=publication_date:desc&populate=featured_image&imageFormats=thumbnail',
    );
  });

  it("writes the article's dynamic-zone populate in Strapi's object form", () => {
    expect(decoded({ populate: { featured_image: true, auteurs: { populate: 'photo' }, content: { on: { 'content.figure': { populate: 'image' } } } } })).toBe(
      'populate[featured_image]=true&populate[auteurs][populate]=photo&populate[content][on][content.figure][populate]=image',
    );
  });

  it('writes the lean guide list exactly as the benchmark sends it', () => {
    expect(decoded(QUERIES.list)).toBe(
      'sort=book:asc&sort=page:asc&pagination[pageSize]=250' +
        '&fields=title&fields=slug&fields=description&fields=book&fields=page' +
        '&populate[theme][fields]=title&populate[theme][fields]=slug&populate[theme][fields]=description' +
        '&populate[steps][fields]=title&populate[steps][populate][image][fields]=formats&imageFormats=thumbnail_webp',
    );
  });

  it('encodes values (a search text) but keeps the brackets of keys readable', () => {
    expect(strapiQuery({ filters: { title: { $containsi: 'a&b c' } } })).toBe('filters[title][$containsi]=a%26b%20c');
  });
});
