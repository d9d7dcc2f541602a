import { formatDate, messages } from '@doorloopjes/shared';
import recordedArtikels from '@doorloopjes/runtime/testing/content/featuredRequests.featuredArtikelsRequest.json';
import recordedWebinars from '@doorloopjes/runtime/testing/content/featuredRequests.featuredDigidatesRequest.json';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collection, reversed, serverError, setupMswServer, titlesByDate } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render';
import FeaturedCarousel from './FeaturedCarousel';

const artikels = collection('/api/artikels', () => reversed(recordedArtikels));
const digidates = collection('/api/digidates', () => reversed(recordedWebinars));
const server = setupMswServer(artikels.handler, digidates.handler);

// The order the carousel promises, worked out from the recorded answers: upcoming webinars soonest
// first, then the articles and the past webinars together, newest first.
const upcoming = recordedWebinars.data.filter((webinar) => !webinar.has_taken_place);
const others = [
  ...recordedArtikels.data.map((entry) => ({ title: entry.title, date: entry.publication_date })),
  ...recordedWebinars.data.filter((webinar) => webinar.has_taken_place).map((entry) => ({ title: entry.title, date: entry.event_date })),
];
const expectedOrder = [...titlesByDate(upcoming, (webinar) => webinar.event_date, 'oldest'), ...titlesByDate(others, (entry) => entry.date, 'newest')];
const firstWebinar = upcoming.find((webinar) => webinar.title === expectedOrder[0])!;
const artikelIndex = expectedOrder.findIndex((title) => recordedArtikels.data.some((entry) => entry.title === title));
const firstArtikel = recordedArtikels.data.find((entry) => entry.title === expectedOrder[artikelIndex])!;

afterEach(() => vi.restoreAllMocks());

const slide = () => within(screen.getByRole('region', { name: messages.content.featured })).getByRole('heading', { level: 3 });

describe('FeaturedCarousel', () => {
  it("walks through featured items, upcoming webinars first, and wraps around", async () => {
    const user = userEvent.setup();
    renderWithRouter(<FeaturedCarousel />);
    expect(await screen.findByRole('heading', { level: 2, name: messages.content.featured })).toBeVisible();
    const next = screen.getByRole('button', { name: `${messages.common.next}: ${messages.content.featured}` });
    const seen: Array<string | null> = [];
    for (let i = 0; i < expectedOrder.length; i += 1) {
      seen.push(slide().textContent);
      await user.click(next);
    }
    expect(seen).toEqual(expectedOrder);
    expect(slide()).toHaveTextContent(expectedOrder[0]!);
    await user.click(screen.getByRole('button', { name: `${messages.common.previous}: ${messages.content.featured}` }));
    expect(slide()).toHaveTextContent(expectedOrder.at(-1)!);
  });

  it('labels each slide with its type and links to its detail page', async () => {
    const user = userEvent.setup();
    renderWithRouter(<FeaturedCarousel />);
    const region = within(await screen.findByRole('region', { name: messages.content.featured }));
    expect(region.getByText(messages.content.typeWebinar)).toBeVisible();
    expect(region.getByRole('link', { name: firstWebinar.title })).toHaveAttribute('href', `/webinars/${firstWebinar.slug}`);
    expect(region.getByText(formatDate(firstWebinar.event_date))).toBeVisible();
    for (let i = 0; i < artikelIndex; i += 1) await user.click(screen.getByRole('button', { name: `${messages.common.next}: ${messages.content.featured}` }));
    expect(region.getByText(messages.content.typeArticle)).toBeVisible();
    expect(region.getByRole('link', { name: firstArtikel.title })).toHaveAttribute('href', `/artikel/${firstArtikel.slug}`);
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
