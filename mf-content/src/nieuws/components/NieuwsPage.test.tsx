import { formatDate, messages } from '@doorloopjes/shared';
import recordedNews from '@doorloopjes/runtime/testing/content/nieuwsRequests.nieuwsItemsRequest.json';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collection, list, reversed, serverError, setupMswServer, titlesByDate } from '../../test/fixtures';
import { renderSection } from '../../test/render';

const items = collection('/api/nieuws-items', () => reversed(recordedNews));
const server = setupMswServer(items.handler);
const newest = recordedNews.data.reduce((a, b) => (a.publication_date > b.publication_date ? a : b));
const withSummary = recordedNews.data.find((item) => item.summary)!;

describe('/nieuws', () => {
  it('lists the news items newest first, each linking to its detail page with a Dutch date', async () => {
    renderSection('nieuws', '/nieuws');
    expect(screen.getByRole('heading', { level: 1, name: messages.content.newsTitle })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(messages.content.contentLoading);
    const titles = await screen.findAllByRole('heading', { level: 2 });
    expect(titles.map((title) => title.textContent)).toEqual(titlesByDate(recordedNews.data, (item) => item.publication_date, 'newest'));
    expect(screen.getByRole('link', { name: newest.title })).toHaveAttribute('href', `/nieuws-item/${newest.slug}`);
    expect(screen.getByText(formatDate(newest.publication_date))).toBeVisible();
    expect(screen.getByText(withSummary.summary)).toBeVisible();
  });

  it('asks for the items newest first with their featured image', async () => {
    renderSection('nieuws', '/nieuws');
    await screen.findAllByRole('heading', { level: 2 });
    expect(items.calls.at(-1)?.searchParams.get('sort')).toBe('publication_date:desc');
    expect(items.calls.at(-1)?.searchParams.getAll('populate')).toEqual(['featured_image']);
  });

  it('shows the news error when the content service fails', async () => {
    server.use(collection('/api/nieuws-items', serverError).handler);
    renderSection('nieuws', '/nieuws');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.content.newsError);
  });

  it('says so when there is no news', async () => {
    // The seed always has news; an empty list is the case it cannot give.
    server.use(collection('/api/nieuws-items', () => list([])).handler);
    renderSection('nieuws', '/nieuws');
    expect(await screen.findByText(messages.content.noNews)).toBeVisible();
  });
});
