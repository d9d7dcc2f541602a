import { messages } from '@doorloopjes/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { artikel, collection, list, setupMswServer, serverError, webinar } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render';
import FeaturedCarousel from './FeaturedCarousel';

const artikels = collection('/api/artikels', () =>
  list([
    artikel({ id: 1, title: 'Artikel maart', slug: 'artikel-maart', publication_date: '2026-03-10' }),
    artikel({ id: 2, title: 'Artikel januari', slug: 'artikel-januari', publication_date: '2026-01-10' }),
  ]),
);
const digidates = collection('/api/digidates', () =>
  list([
    webinar({ id: 1, title: 'Aankomend december', slug: 'dec', event_date: '2026-12-01T10:00:00Z' }),
    webinar({ id: 2, title: 'Opname februari', slug: 'feb', event_date: '2026-02-01T10:00:00Z', has_taken_place: true }),
    webinar({ id: 3, title: 'Aankomend oktober', slug: 'okt', event_date: '2026-10-01T10:00:00Z' }),
  ]),
);
const server = setupMswServer(artikels.handler, digidates.handler);

afterEach(() => vi.restoreAllMocks());

const slide = () => within(screen.getByRole('region', { name: messages.content.featured })).getByRole('heading', { level: 3 });

describe('FeaturedCarousel', () => {
  it("walks through featured items, upcoming webinars first, and wraps around", async () => {
    const user = userEvent.setup();
    renderWithRouter(<FeaturedCarousel />);
    expect(await screen.findByRole('heading', { level: 2, name: messages.content.featured })).toBeVisible();
    const next = screen.getByRole('button', { name: `${messages.common.next}: ${messages.content.featured}` });
    const seen: Array<string | null> = [];
    for (let i = 0; i < 5; i += 1) {
      seen.push(slide().textContent);
      await user.click(next);
    }
    expect(seen).toEqual(['Aankomend oktober', 'Aankomend december', 'Artikel maart', 'Opname februari', 'Artikel januari']);
    expect(slide()).toHaveTextContent('Aankomend oktober');
    await user.click(screen.getByRole('button', { name: `${messages.common.previous}: ${messages.content.featured}` }));
    expect(slide()).toHaveTextContent('Artikel januari');
  });

  it('labels each slide with its type and links to its detail page', async () => {
    const user = userEvent.setup();
    renderWithRouter(<FeaturedCarousel />);
    const region = within(await screen.findByRole('region', { name: messages.content.featured }));
    expect(region.getByText(messages.content.typeWebinar)).toBeVisible();
    expect(region.getByRole('link', { name: 'Aankomend oktober' })).toHaveAttribute('href', '/webinars/okt');
    expect(region.getByText('1 oktober 2026')).toBeVisible();
    await user.click(screen.getByRole('button', { name: `${messages.common.previous}: ${messages.content.featured}` }));
    expect(region.getByText(messages.content.typeArticle)).toBeVisible();
    expect(region.getByRole('link', { name: 'Artikel januari' })).toHaveAttribute('href', '/artikel/artikel-januari');
  });

  it('makes the two featured calls', async () => {
    renderWithRouter(<FeaturedCarousel />);
    await screen.findByRole('region', { name: messages.content.featured });
    const artikelCall = artikels.calls.at(-1);
    expect(artikelCall?.searchParams.get('filters[is_featured][$eq]')).toBe('true');
    expect(artikelCall?.searchParams.get('sort')).toBe('publication_date:desc');
    expect(artikelCall?.searchParams.getAll('populate')).toEqual(['featured_image']);
    const webinarCall = digidates.calls.at(-1);
    expect(webinarCall?.searchParams.get('filters[is_featured][$eq]')).toBe('true');
    expect(webinarCall?.searchParams.get('sort')).toBe('event_date:desc');
    expect(webinarCall?.searchParams.getAll('populate')).toEqual(['image']);
  });

  it('logs a failing source with its request and status and stops loading, showing the empty carousel', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(collection('/api/digidates', serverError).handler);
    renderWithRouter(<FeaturedCarousel />);
    expect(await screen.findByText(messages.content.noFeatured)).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(log.mock.calls.map(([line]) => String(line))).toContainEqual(expect.stringMatching(/^\[inhoud\] GET \/api\/digidates\?filters\[is_featured\]\[\$eq\]=true&.* mislukt: status 500\.$/));
  });
});
