import { describe, expect, it } from 'vitest';
import { isUpcomingWebinar, upcomingSoonestFirst } from './upcomingWebinars';

describe('the upcoming-webinar rule', () => {
  it('counts a webinar as upcoming until it is marked as having taken place', () => {
    expect(isUpcomingWebinar({ hasTakenPlace: false, eventDate: '2020-01-01' })).toBe(true);
    expect(isUpcomingWebinar({ hasTakenPlace: null, eventDate: null })).toBe(true);
    expect(isUpcomingWebinar({ hasTakenPlace: true, eventDate: '2999-01-01' })).toBe(false);
  });

  it('keeps the upcoming webinars only, the soonest first and one without a date last, without mutating the input', () => {
    const items = [
      { id: 'later', webinar: { hasTakenPlace: false, eventDate: '2026-05-01' } },
      { id: 'news' },
      { id: 'undated', webinar: { hasTakenPlace: false, eventDate: null } },
      { id: 'past', webinar: { hasTakenPlace: true, eventDate: '2026-01-01' } },
      { id: 'soonest', webinar: { hasTakenPlace: false, eventDate: '2026-03-01' } },
    ];
    expect(upcomingSoonestFirst(items, (item) => item.webinar).map((item) => item.id)).toEqual(['soonest', 'later', 'undated']);
    expect(items[0]?.id).toBe('later');
  });
});
