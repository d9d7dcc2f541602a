import { describe, expect, it } from 'vitest';
import { artikel, webinar } from '../test/fixtures';
import { newestFirst, orderFeatured, splitWebinars } from './ordering';

describe('splitWebinars', () => {
  const webinars = [
    webinar({ id: 1, title: 'Later aankomend', event_date: '2026-09-01T10:00:00Z', has_taken_place: false }),
    webinar({ id: 2, title: 'Oude opname', event_date: '2025-01-01T10:00:00Z', has_taken_place: true }),
    webinar({ id: 3, title: 'Eerst aankomend', event_date: '2026-07-01T10:00:00Z', has_taken_place: false }),
    webinar({ id: 4, title: 'Nieuwe opname', event_date: '2025-11-01T10:00:00Z', has_taken_place: true }),
  ];

  it('puts webinars that have not taken place under upcoming, oldest first', () => {
    expect(splitWebinars(webinars).upcoming.map((w) => w.id)).toEqual([3, 1]);
  });

  it('puts webinars that have taken place under recordings, newest first', () => {
    expect(splitWebinars(webinars).recordings.map((w) => w.id)).toEqual([4, 2]);
  });

  it('splits on has_taken_place, not on the date: a past date not yet marked stays upcoming', () => {
    const notMarked = webinar({ id: 5, title: 'Niet gemarkeerd', event_date: '2020-01-01T10:00:00Z', has_taken_place: false });
    expect(splitWebinars([notMarked]).upcoming).toHaveLength(1);
    expect(splitWebinars([notMarked]).recordings).toHaveLength(0);
  });
});

describe('date ordering helpers', () => {
  const items = [{ d: '2026-01-02' }, { d: null }, { d: '2026-03-01' }, { d: '2025-12-31' }];

  it('newestFirst sorts descending with missing dates last, without mutating the input', () => {
    expect(newestFirst(items, (item) => item.d).map((item) => item.d)).toEqual(['2026-03-01', '2026-01-02', '2025-12-31', null]);
    expect(items[0]?.d).toBe('2026-01-02');
  });
});

describe('orderFeatured', () => {
  it('lists upcoming webinars first by soonest date, then articles and past webinars newest first', () => {
    const ordered = orderFeatured(
      [
        artikel({ id: 10, title: 'Artikel januari', publication_date: '2026-01-15' }),
        artikel({ id: 11, title: 'Artikel maart', publication_date: '2026-03-15' }),
      ],
      [
        webinar({ id: 1, title: 'Aankomend december', event_date: '2026-12-01T10:00:00Z', has_taken_place: false }),
        webinar({ id: 2, title: 'Opname februari', event_date: '2026-02-15T10:00:00Z', has_taken_place: true }),
        webinar({ id: 3, title: 'Aankomend oktober', event_date: '2026-10-01T10:00:00Z', has_taken_place: false }),
      ],
    );
    expect(ordered.map((entry) => entry.item.title)).toEqual([
      'Aankomend oktober',
      'Aankomend december',
      'Artikel maart',
      'Opname februari',
      'Artikel januari',
    ]);
  });

  it('orders an article without a publication date by its creation date', () => {
    const ordered = orderFeatured(
      [artikel({ id: 1, title: 'Zonder datum', publication_date: undefined, createdAt: '2026-05-01T00:00:00Z' }), artikel({ id: 2, title: 'April', publication_date: '2026-04-01' })],
      [],
    );
    expect(ordered.map((entry) => entry.item.title)).toEqual(['Zonder datum', 'April']);
  });
});
