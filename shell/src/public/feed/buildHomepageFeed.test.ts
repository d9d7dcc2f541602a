import type { Artikel, Digidate, NieuwsItem } from '@doorloopjes/shared';
import { describe, expect, it } from 'vitest';
import { buildHomepageFeed, LANDING_FEED_LIMIT } from './buildHomepageFeed';

const news = (id: number, fields: Partial<NieuwsItem>): NieuwsItem => ({ id, slug: `nieuws-${id}`, title: `Nieuws ${id}`, ...fields });
const article = (id: number, fields: Partial<Artikel>): Artikel => ({ id, slug: `artikel-${id}`, title: `Artikel ${id}`, ...fields });
const webinar = (id: number, fields: Partial<Digidate>): Digidate => ({ id, slug: `webinar-${id}`, title: `Webinar ${id}`, ...fields });

const titles = (items: { title: string }[]) => items.map((item) => item.title);

describe('buildHomepageFeed', () => {
  it('merges the three kinds newest first by publication date', () => {
    const feed = buildHomepageFeed(
      {
        news: [news(1, { publication_date: '2026-01-10' })],
        articles: [article(2, { publication_date: '2026-03-01' })],
        webinars: [webinar(3, { has_taken_place: true, createdAt: '2026-02-01T10:00:00Z' })],
      },
      10,
    );
    expect(titles(feed)).toEqual(['Artikel 2', 'Webinar 3', 'Nieuws 1']);
  });

  it('falls back to createdAt when there is no publication date', () => {
    const feed = buildHomepageFeed(
      {
        news: [news(1, { publication_date: '2026-02-01' }), news(2, { publication_date: undefined, createdAt: '2026-05-01T08:00:00Z' })],
        articles: [article(3, { createdAt: '2025-12-01T08:00:00Z' })],
        webinars: [],
      },
      10,
    );
    expect(titles(feed)).toEqual(['Nieuws 2', 'Nieuws 1', 'Artikel 3']);
  });

  it('moves the earliest upcoming webinar to the top, whatever its publication date', () => {
    const feed = buildHomepageFeed(
      {
        news: [news(1, { publication_date: '2026-06-01' })],
        articles: [],
        webinars: [
          webinar(2, { has_taken_place: false, event_date: '2026-09-20T15:00:00Z', createdAt: '2026-05-01T00:00:00Z' }),
          webinar(3, { has_taken_place: false, event_date: '2026-07-01T15:00:00Z', createdAt: '2025-01-01T00:00:00Z' }),
          webinar(4, { has_taken_place: true, event_date: '2026-01-01T15:00:00Z', createdAt: '2026-07-01T00:00:00Z' }),
        ],
      },
      10,
    );
    expect(titles(feed)).toEqual(['Webinar 3', 'Webinar 4', 'Nieuws 1', 'Webinar 2']);
  });

  it('keeps plain date order when no webinar is upcoming', () => {
    const feed = buildHomepageFeed(
      {
        news: [news(1, { publication_date: '2026-06-01' })],
        articles: [],
        webinars: [webinar(2, { has_taken_place: true, event_date: '2027-01-01T15:00:00Z', createdAt: '2026-01-01T00:00:00Z' })],
      },
      10,
    );
    expect(titles(feed)).toEqual(['Nieuws 1', 'Webinar 2']);
  });

  it(`shows at most ${LANDING_FEED_LIMIT} items on the landing page`, () => {
    const feed = buildHomepageFeed({
      news: [1, 2, 3].map((id) => news(id, { publication_date: `2026-0${id}-01` })),
      articles: [article(4, { publication_date: '2026-04-01' })],
      webinars: [webinar(5, { has_taken_place: false, event_date: '2026-12-01T10:00:00Z', createdAt: '2020-01-01T00:00:00Z' })],
    });
    expect(LANDING_FEED_LIMIT).toBe(3);
    expect(titles(feed)).toEqual(['Webinar 5', 'Artikel 4', 'Nieuws 3']);
  });

  it('links each kind to its detail route and keeps the webinar links', () => {
    const feed = buildHomepageFeed(
      {
        news: [news(1, { publication_date: '2026-03-01' })],
        articles: [article(2, { publication_date: '2026-02-01' })],
        webinars: [webinar(3, { has_taken_place: true, recording_url: 'https://vimeo.com/1', createdAt: '2026-01-01T00:00:00Z' })],
      },
      10,
    );
    expect(feed.map((item) => item.path)).toEqual(['/nieuws-item/nieuws-1', '/artikel/artikel-2', '/webinars/webinar-3']);
    expect(feed[2]?.webinar).toMatchObject({ hasTakenPlace: true, recordingUrl: 'https://vimeo.com/1' });
  });
});
