import { messages } from '@doorloopjes/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collection, list, setupMswServer, nieuwsItem, serverError } from '../../test/fixtures';
import { renderSection } from '../../test/render';

const items = collection('/api/nieuws-items', () =>
  list([
    nieuwsItem({ id: 1, title: 'Ouder bericht', publication_date: '2026-01-05', summary: 'Samenvatting oud' }),
    nieuwsItem({ id: 2, title: 'Nieuwste bericht', publication_date: '2026-03-20', featured_image: { url: '/uploads/nieuw.jpg' } }),
    nieuwsItem({ id: 3, title: 'Middelste bericht', publication_date: '2026-02-11' }),
  ]),
);
const server = setupMswServer(items.handler);

describe('/nieuws', () => {
  it('lists the news items newest first, each linking to its detail page with a Dutch date', async () => {
    renderSection('nieuws', '/nieuws');
    expect(screen.getByRole('heading', { level: 1, name: messages.content.newsTitle })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(messages.content.contentLoading);
    const titles = await screen.findAllByRole('heading', { level: 2 });
    expect(titles.map((title) => title.textContent)).toEqual(['Nieuwste bericht', 'Middelste bericht', 'Ouder bericht']);
    expect(screen.getByRole('link', { name: 'Nieuwste bericht' })).toHaveAttribute('href', '/nieuws-item/nieuwste-bericht');
    expect(screen.getByText('20 maart 2026')).toBeVisible();
    expect(screen.getByText('Samenvatting oud')).toBeVisible();
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
    server.use(collection('/api/nieuws-items', () => list([])).handler);
    renderSection('nieuws', '/nieuws');
    expect(await screen.findByText(messages.content.noNews)).toBeVisible();
  });
});
