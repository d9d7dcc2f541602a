import { messages } from '@doorloopjes/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collection, list, setupMswServer, serverError, webinar } from '../../test/fixtures';
import { renderSection } from '../../test/render';

const digidates = collection('/api/digidates', () =>
  list([
    webinar({ id: 1, title: 'Opname oud', event_date: '2025-03-01T10:00:00Z', has_taken_place: true }),
    webinar({ id: 2, title: 'Aankomend later', event_date: '2026-11-01T10:00:00Z' }),
    webinar({ id: 3, title: 'Opname nieuw', event_date: '2025-10-01T10:00:00Z', has_taken_place: true }),
    webinar({ id: 4, title: 'Aankomend eerst', event_date: '2026-09-01T10:00:00Z' }),
  ]),
);
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
    expect(column(messages.content.upcoming).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Aankomend eerst', 'Aankomend later']);
    expect(column(messages.content.recordings).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Opname nieuw', 'Opname oud']);
    expect(column(messages.content.upcoming).getByRole('link', { name: 'Aankomend eerst' })).toHaveAttribute('href', '/webinars/aankomend-eerst');
    expect(column(messages.content.upcoming).getByText('1 september 2026')).toBeVisible();
  });

  it('makes the call', async () => {
    renderSection('webinars', '/webinars');
    await screen.findByRole('region', { name: messages.content.upcoming });
    const url = digidates.calls.at(-1);
    expect(url?.searchParams.get('sort')).toBe('event_date:desc');
    expect(url?.searchParams.getAll('populate')).toEqual(['image']);
  });

  it('shows each column its own empty message', async () => {
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
