import { messages } from '@doorloopjes/shared';
import recordedNews from '@doorloopjes/runtime/testing/content/nieuwsRequests.nieuwsItemsRequest.json';
import recordedWebinars from '@doorloopjes/runtime/testing/content/webinarRequests.digidatesRequest.json';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import NewsCarousel from '../../nieuws/components/NewsCarousel';
import { NieuwsPage } from '../../nieuws/components/NieuwsPage';
import { WebinarsPage } from '../../webinars/components/WebinarsPage';
import { HttpResponse } from 'msw';
import { collection, setupMswServer } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render';

const items = collection('/api/nieuws-items', () => HttpResponse.json(recordedNews));
const newsTitle = recordedNews.data[0]!.title;
// The seed's list cannot change between two reads; the refetch test renames its first webinar to see the second answer.
const [firstWebinar, ...otherWebinars] = recordedWebinars.data;
let webinarTitle = firstWebinar!.title;
const digidates = collection('/api/digidates', () => HttpResponse.json({ ...recordedWebinars, data: [{ ...firstWebinar!, title: webinarTitle }, ...otherWebinars] }));
setupMswServer(items.handler, digidates.handler);

describe('one query, one fetch', () => {
  it('the news page and the news carousel on one page ask the content service once', async () => {
    items.calls.length = 0;
    renderWithRouter(
      <>
        <NieuwsPage />
        <NewsCarousel />
      </>,
    );
    // Both show the item: the list page and the carousel.
    await within(await screen.findByRole('region', { name: messages.content.news })).findByRole('link', { name: newsTitle });
    await waitFor(() => expect(screen.getAllByRole('link', { name: newsTitle })).toHaveLength(2));
    expect(items.calls).toHaveLength(1);
  });
});

describe('freshness', () => {
  it('refetches the webinars when the user returns to a tab whose list has gone stale', async () => {
    digidates.calls.length = 0;
    webinarTitle = firstWebinar!.title;
    const { client } = renderWithRouter(<WebinarsPage />);
    expect(await screen.findByRole('link', { name: firstWebinar!.title })).toBeInTheDocument();

    // Returning within the fresh period asks nothing.
    window.dispatchEvent(new Event('visibilitychange'));
    expect(digidates.calls).toHaveLength(1);

    // Once stale (another tab may have changed it), coming back to the tab asks again.
    webinarTitle = `${firstWebinar!.title} (gewijzigd)`;
    const [query] = client.getQueryCache().findAll({ queryKey: ['digidates', 'list'] });
    query!.setState({ dataUpdatedAt: Date.now() - 10 * 60_000 });
    window.dispatchEvent(new Event('visibilitychange'));
    expect(await screen.findByRole('link', { name: webinarTitle })).toBeInTheDocument();
    await waitFor(() => expect(digidates.calls).toHaveLength(2));
  });
});
