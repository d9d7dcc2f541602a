import { messages } from '@doorloopjes/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collection, list, setupMswServer, nieuwsItem, serverError } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render';
import NewsCarousel from './NewsCarousel';

const items = collection('/api/nieuws-items', () =>
  list([
    nieuwsItem({ id: 1, title: 'Oud nieuws', slug: 'oud', publication_date: '2026-01-01' }),
    nieuwsItem({ id: 2, title: 'Vers nieuws', slug: 'vers', publication_date: '2026-04-01', summary: 'Net binnen.' }),
  ]),
);
const server = setupMswServer(items.handler);

afterEach(() => vi.restoreAllMocks());

describe('NewsCarousel', () => {
  it('shows the newest item first with date and summary, and wraps with the arrows', async () => {
    const user = userEvent.setup();
    renderWithRouter(<NewsCarousel />);
    const region = within(await screen.findByRole('region', { name: messages.content.news }));
    expect(region.getByRole('link', { name: 'Vers nieuws' })).toHaveAttribute('href', '/nieuws-item/vers');
    expect(region.getByText('1 april 2026')).toBeVisible();
    expect(region.getByText('Net binnen.')).toBeVisible();
    await user.click(region.getByRole('button', { name: `${messages.common.next}: ${messages.content.news}` }));
    expect(region.getByRole('link', { name: 'Oud nieuws' })).toBeVisible();
    await user.click(region.getByRole('button', { name: `${messages.common.next}: ${messages.content.news}` }));
    expect(region.getByRole('link', { name: 'Vers nieuws' })).toBeVisible();
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
