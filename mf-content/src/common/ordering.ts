import { isUpcomingWebinar, timeOf, upcomingSoonestFirst, type Artikel, type Digidate } from '@doorloopjes/shared';

/** Sorts by a date, newest first; items without a date go last. Does not mutate the input. */
export function newestFirst<T>(items: readonly T[], dateOf: (item: T) => string | null | undefined): T[] {
  return [...items].sort((a, b) => (timeOf(dateOf(b)) ?? -Infinity) - (timeOf(dateOf(a)) ?? -Infinity));
}

const eventDate = (webinar: Digidate) => webinar.event_date;

const timing = (webinar: Digidate) => ({ hasTakenPlace: webinar.has_taken_place, eventDate: webinar.event_date });

/** The platform's one upcoming-webinar rule (@doorloopjes/shared), for a Digidate. */
export function isUpcoming(webinar: Digidate): boolean {
  return isUpcomingWebinar(timing(webinar));
}

/** /webinars: 'Aankomend' oldest first (the next one on top), 'Opnames' newest first. */
export function splitWebinars(webinars: readonly Digidate[]): { upcoming: Digidate[]; recordings: Digidate[] } {
  return {
    upcoming: upcomingSoonestFirst(webinars, timing),
    recordings: newestFirst(
      webinars.filter((webinar) => !isUpcoming(webinar)),
      eventDate,
    ),
  };
}

export type FeaturedItem = { kind: 'webinar'; item: Digidate } | { kind: 'artikel'; item: Artikel };

/** The date a featured item is ordered and shown by. */
export function featuredDate(entry: FeaturedItem): string | null | undefined {
  return entry.kind === 'webinar' ? entry.item.event_date : (entry.item.publication_date ?? entry.item.createdAt);
}

/**
 * Upcoming webinars first by soonest date, then the others (articles and past
 * webinars together) newest first.
 */
export function orderFeatured(artikels: readonly Artikel[], webinars: readonly Digidate[]): FeaturedItem[] {
  const upcoming: FeaturedItem[] = upcomingSoonestFirst(webinars, timing).map((item) => ({ kind: 'webinar', item }));
  const others: FeaturedItem[] = [
    ...artikels.map((item): FeaturedItem => ({ kind: 'artikel', item })),
    ...webinars.filter((webinar) => !isUpcoming(webinar)).map((item): FeaturedItem => ({ kind: 'webinar', item })),
  ];
  return [...upcoming, ...newestFirst(others, featuredDate)];
}
