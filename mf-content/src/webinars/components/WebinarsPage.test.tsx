import { formatDate, messages } from '@doorloopjes/shared';
import recordedWebinars from '@doorloopjes/runtime/testing/content/webinarRequests.digidatesRequest.json';
import recordedPastWebinar from '@doorloopjes/runtime/testing/content/webinarRequests.digidateBySlugRequest.feedback-die-werkt.json';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { collection, list, serverError, setupMswServer, titlesByDate } from '../../test/fixtures';
import { renderSection } from '../../test/render';

// The recorded list keeps only its first entries, all upcoming; the seeded recording joins it from
// its own recorded answer, and the list is served reversed so the page's ordering is what is tested.
const webinars = [...recordedWebinars.data, ...recordedPastWebinar.data];
const upcoming = webinars.filter((webinar) => !webinar.has_taken_place);
const recordings = webinars.filter((webinar) => webinar.has_taken_place);
const digidates = collection('/api/digidates', () => HttpResponse.json({ ...recordedWebinars, data: [...webinars].reverse() }));
const server = setupMswServer(digidates.handler);

function column(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('/webinars', () => {
  it('shows the heading and the loading text, then splits the webinars into two ordered columns', async () => {
    renderSection('webinars', '/webinars');
    expect(screen.getByRole('heading', { level: 1, name: messages.content.webinarsTitle })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(messages.content.webinarsLoading);

    await screen.findByRole('region', { name: messages.content.upcoming });
    const upcomingTitles = titlesByDate(upcoming, (webinar) => webinar.event_date, 'oldest');
    expect(column(messages.content.upcoming).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(upcomingTitles);
    expect(column(messages.content.recordings).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(titlesByDate(recordings, (webinar) => webinar.event_date, 'newest'));
    const next = upcoming.find((webinar) => webinar.title === upcomingTitles[0])!;
    expect(column(messages.content.upcoming).getByRole('link', { name: next.title })).toHaveAttribute('href', `/webinars/${next.slug}`);
    expect(column(messages.content.upcoming).getByText(formatDate(next.event_date))).toBeVisible();
  });

  it('makes the call', async () => {
    renderSection('webinars', '/webinars');
    await screen.findByRole('region', { name: messages.content.upcoming });
    const url = digidates.calls.at(-1);
    expect(url?.searchParams.get('sort')).toBe('event_date:desc');
    expect(url?.searchParams.getAll('populate')).toEqual(['image']);
  });

  it('shows each column its own empty message', async () => {
    // The seed always has webinars; an empty list is the case it cannot give.
    server.use(collection('/api/digidates', () => list([])).handler);
    renderSection('webinars', '/webinars');
    expect(await screen.findByText(messages.content.noUpcoming)).toBeVisible();
    expect(screen.getByText(messages.content.noRecordings)).toBeVisible();
  });

  it('shows the error message when the content service fails', async () => {
    server.use(collection('/api/digidates', serverError).handler);
    renderSection('webinars', '/webinars');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.content.webinarsError);
    expect(screen.getByRole('heading', { level: 1, name: messages.content.webinarsTitle })).toBeVisible();
  });
});
