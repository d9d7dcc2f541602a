import { messages } from '@doorloopjes/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import NewsCarousel from '../../nieuws/components/NewsCarousel';
import { NieuwsPage } from '../../nieuws/components/NieuwsPage';
import { WebinarsPage } from '../../webinars/components/WebinarsPage';
import { collection, list, nieuwsItem, setupMswServer, webinar } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render';

const items = collection('/api/nieuws-items', () => list([nieuwsItem({ id: 1, title: 'Vers nieuws', slug: 'vers' })]));
let webinarTitle = 'Eerste stand';
const digidates = collection('/api/digidates', () => list([webinar({ id: 1, title: webinarTitle })]));
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
    await within(await screen.findByRole('region', { name: messages.content.news })).findByRole('link', { name: 'Vers nieuws' });
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Vers nieuws' })).toHaveLength(2));
    expect(items.calls).toHaveLength(1);
  });
});

describe('freshness', () => {
  it('refetches the webinars when the user returns to a tab whose list has gone stale', async () => {
    digidates.calls.length = 0;
    webinarTitle = 'Eerste stand';
    const { client } = renderWithRouter(<WebinarsPage />);
    expect(await screen.findByRole('link', { name: 'Eerste stand' })).toBeInTheDocument();

    // Returning within the fresh period asks nothing.
    window.dispatchEvent(new Event('visibilitychange'));
    expect(digidates.calls).toHaveLength(1);

    // Once stale (another tab may have changed it), coming back to the tab asks again.
    webinarTitle = 'Nieuwe stand';
    const [query] = client.getQueryCache().findAll({ queryKey: ['digidates', 'list'] });
    query!.setState({ dataUpdatedAt: Date.now() - 10 * 60_000 });
    window.dispatchEvent(new Event('visibilitychange'));
    expect(await screen.findByRole('link', { name: 'Nieuwe stand' })).toBeInTheDocument();
    await waitFor(() => expect(digidates.calls).toHaveLength(2));
  });
});
