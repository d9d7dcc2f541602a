import { paths, timeOf, upcomingSoonestFirst, type Artikel, type Digidate, type Image, type NieuwsItem } from '@doorloopjes/shared';

/** The landing page shows at most 3 feed items. */
export const LANDING_FEED_LIMIT = 3;

export type FeedKind = 'nieuws-item' | 'artikel' | 'webinar';

export interface FeedItem {
  key: string;
  kind: FeedKind;
  title: string;
  summary?: string | null;
  image?: Image | null;
  /** The date the feed is sorted by: publication date, else (and for webinars) createdAt. */
  sortDate?: string | null;
  /** Where 'Meer info' leads (login required). */
  path: string;
  webinar?: { eventDate?: string | null; hasTakenPlace: boolean; recordingUrl?: string | null; registrationUrl?: string | null };
}

export interface FeedSources {
  news: NieuwsItem[];
  articles: Artikel[];
  webinars: Digidate[];
}

/** News items and articles: dated by their publication date, else by when they were created. */
const publishedItem =
  (kind: 'nieuws-item' | 'artikel', pathOf: (slug: string) => string) =>
  (item: NieuwsItem | Artikel): FeedItem => ({
    key: `${kind}-${item.id}`,
    kind,
    title: item.title,
    summary: item.summary,
    image: item.featured_image,
    sortDate: item.publication_date ?? item.createdAt,
    path: pathOf(item.slug),
  });

const newsItem = publishedItem('nieuws-item', paths.nieuwsItem);
const articleItem = publishedItem('artikel', paths.artikel);

const webinarItem = (item: Digidate): FeedItem => ({
  key: `webinar-${item.id}`,
  kind: 'webinar',
  title: item.title,
  summary: item.summary,
  image: item.image,
  // Webinars have no publication date: the date they were published is when they were created.
  sortDate: item.createdAt,
  path: paths.webinar(item.slug),
  webinar: {
    eventDate: item.event_date,
    hasTakenPlace: item.has_taken_place === true,
    recordingUrl: item.recording_url,
    registrationUrl: item.registration_url,
  },
});

/** Newest first; items without any date sink to the end. */
function byNewest(a: FeedItem, b: FeedItem): number {
  return (timeOf(b.sortDate) ?? -Infinity) - (timeOf(a.sortDate) ?? -Infinity);
}

/** The upcoming webinar (not yet taken place) with the earliest event date, if any. */
function earliestUpcoming(items: FeedItem[]): FeedItem | undefined {
  return upcomingSoonestFirst(items, (item) => item.webinar)[0];
}

/**
 * Merge, sort newest first by publication date (fallback
 * createdAt), move the earliest upcoming webinar to the top, and keep at most `limit` items.
 */
export function buildHomepageFeed({ news, articles, webinars }: FeedSources, limit = LANDING_FEED_LIMIT): FeedItem[] {
  const merged = [...news.map(newsItem), ...articles.map(articleItem), ...webinars.map(webinarItem)].sort(byNewest);
  const first = earliestUpcoming(merged);
  const ordered = first ? [first, ...merged.filter((item) => item !== first)] : merged;
  return ordered.slice(0, limit);
}
