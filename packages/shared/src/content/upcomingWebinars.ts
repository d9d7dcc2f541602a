import { timeOf } from '../format/date';

/** What the upcoming-webinar rule reads of a webinar, whatever shape the caller holds it in. */
export interface WebinarTiming {
  hasTakenPlace?: boolean | null | undefined;
  eventDate?: string | null | undefined;
}

/** A webinar is upcoming until the content service marks it as having taken place. */
export function isUpcomingWebinar(timing: WebinarTiming): boolean {
  return timing.hasTakenPlace !== true;
}

/**
 * The items that are upcoming webinars, the soonest first (one without a date last): the next
 * webinar leads the homepage feed, the webinars page's 'Aankomend' and the featured items.
 * `timingOf` gives undefined for an item that is no webinar. Does not mutate the input.
 */
export function upcomingSoonestFirst<T>(items: readonly T[], timingOf: (item: T) => WebinarTiming | undefined): T[] {
  const at = (item: T) => timeOf(timingOf(item)?.eventDate) ?? Infinity;
  return items
    .filter((item) => {
      const timing = timingOf(item);
      return timing !== undefined && isUpcomingWebinar(timing);
    })
    .sort((a, b) => at(a) - at(b));
}
