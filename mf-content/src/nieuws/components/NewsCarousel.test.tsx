import { formatDate, messages } from '@doorloopjes/shared';
import recordedNews from '@doorloopjes/runtime/testing/content/nieuwsRequests.nieuwsItemsRequest.json';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collection, reversed, serverError, setupMswServer, titlesByDate } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render';
import NewsCarousel from './NewsCarousel';

const items = collection('/api/nieuws-items', () => reversed(recordedNews));
const [newestTitle, secondTitle] = titlesByDate(recordedNews.data, (item) => item.publication_date, 'newest');
const newest = recordedNews.data.find((item) => item.title === newestTitle)!;
const server = setupMswServer(items.handler);

afterEach(() => vi.restoreAllMocks());

describe('NewsCarousel', () => {
  it('shows the newest item first with date and summary, and wraps with the arrows', async () => {
    const user = userEvent.setup();
    renderWithRouter(<NewsCarousel />);
    const region = within(await screen.findByRole('region', { name: messages.content.news }));
    expect(region.getByRole('link', { name: newest.title })).toHaveAttribute('href', `/nieuws-item/${newest.slug}`);
    expect(region.getByText(formatDate(newest.publication_date))).toBeVisible();
    expect(region.getByText(newest.summary)).toBeVisible();
    const next = region.getByRole('button', { name: `${messages.common.next}: ${messages.content.news}` });
    await user.click(next);
    expect(region.getByRole('link', { name: secondTitle! })).toBeVisible();
    for (let step = 1; step < recordedNews.data.length; step += 1) await user.click(next);
    expect(region.getByRole('link', { name: newest.title })).toBeVisible();
    expect(items.calls.at(-1)?.searchParams.get('sort')).toBe('publication_date:desc');
  });

  it('logs a failure with its request and status and shows the empty carousel', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(collection('/api/nieuws-items', serverError).handler);
    renderWithRouter(<NewsCarousel />);
    expect(await screen.findByText(messages.content.noNews)).toBeVisible();
    expect(log.mock.calls.map(([line]) => String(line))).toContainEqual(expect.stringMatching(/^\[inhoud\] GET \/api\/nieuws-items(\?.*)? mislukt: status 500\.$/));
  });
});
