/* eslint-disable testing-library/no-node-access -- This test checks that sanitising removed scripts and event-handler attributes, which no role exposes. */
import { messages, type NieuwsItem } from '@doorloopjes/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { collection, list, setupMswServer, nieuwsItem, webinar } from '../../test/fixtures';
import { itReportsMissingAndFailingEntries } from '../../test/detailFailures';
import { logIn, renderSection } from '../../test/render';

let current: NieuwsItem[] = [];
const items = collection('/api/nieuws-items', () => list(current));
const server = setupMswServer(items.handler);

const item = nieuwsItem({
  id: 4,
  slug: 'doorloopjes-vernieuwd',
  title: 'Doorloopjes is vernieuwd',
  publication_date: '2026-04-02',
  featured_image: { url: '/uploads/vernieuwd.jpg', alternativeText: 'Het nieuwe platform' },
  body: '## Wat is er nieuw?\n\nEen **snellere** site.\n\n<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>',
  auteurs: [{ id: 1, name: 'Marloes Jansen', title: 'Redacteur', photo: { url: '/uploads/marloes.jpg' } }],
  related_doorloopjes: [{ id: 2, slug: 'hardop-denken', title: 'Hardop denkend voordoen' }],
  related_digidates: [webinar({ id: 5, slug: 'edi', title: 'EDI in de praktijk', event_date: '2026-06-10T15:00:00Z' })],
});

beforeEach(() => {
  logIn();
  current = [item];
});

describe('/nieuws-item/:slug', () => {
  it('shows type breadcrumb, title, publication date, featured image, body, authors and related items', async () => {
    renderSection('nieuws-item', '/nieuws-item/doorloopjes-vernieuwd');
    expect(await screen.findByRole('heading', { level: 1, name: 'Doorloopjes is vernieuwd' })).toBeVisible();
    const breadcrumb = within(screen.getByRole('navigation', { name: messages.content.breadcrumb }));
    expect(breadcrumb.getByRole('link', { name: messages.content.typeNews })).toHaveAttribute('href', '/nieuws');
    expect(screen.getByText(messages.content.publishedOn, { exact: false })).toHaveTextContent(`${messages.content.publishedOn} 2 april 2026`);
    expect(screen.getByRole('img', { name: 'Het nieuwe platform' })).toHaveAttribute('src', 'http://localhost:1337/uploads/vernieuwd.jpg');
    expect(screen.getByRole('heading', { level: 2, name: 'Wat is er nieuw?' })).toBeVisible();
    expect(screen.getByText('snellere').tagName).toBe('STRONG');

    expect(within(screen.getByRole('region', { name: messages.content.authors })).getByText('Marloes Jansen')).toBeVisible();
    const related = within(screen.getByRole('region', { name: messages.content.relatedDoorloopjes }));
    expect(related.getByRole('link', { name: 'Hardop denkend voordoen' })).toHaveAttribute('href', '/doorloopjes/hardop-denken');
    const webinars = within(screen.getByRole('region', { name: messages.content.relatedWebinars }));
    expect(webinars.getByRole('link', { name: /EDI in de praktijk/ })).toHaveAttribute('href', '/webinars/edi');
  });

  it('sanitises HTML in the markdown body: no script element, no event handler', async () => {
    renderSection('nieuws-item', '/nieuws-item/doorloopjes-vernieuwd');
    await screen.findByRole('heading', { level: 1, name: 'Doorloopjes is vernieuwd' });
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('renders markup in text fields as text', async () => {
    current = [{ ...item, title: '<img src=x onerror="window.__xss=1">' }];
    renderSection('nieuws-item', '/nieuws-item/doorloopjes-vernieuwd');
    expect(await screen.findByRole('heading', { level: 1, name: '<img src=x onerror="window.__xss=1">' })).toBeVisible();
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('filters by slug and populates image, authors and related items', async () => {
    renderSection('nieuws-item', '/nieuws-item/doorloopjes-vernieuwd');
    await screen.findByRole('heading', { level: 1 });
    const url = items.calls.at(-1);
    expect(url?.searchParams.get('filters[slug][$eq]')).toBe('doorloopjes-vernieuwd');
    expect(url?.searchParams.getAll('populate')).toEqual(['featured_image', 'auteurs.photo', 'related_doorloopjes.steps.image', 'related_digidates.image']);
  });

  itReportsMissingAndFailingEntries({
    missing: { section: 'nieuws-item', path: '/nieuws-item/onbekend' },
    failing: { section: 'nieuws-item', path: '/nieuws-item/doorloopjes-vernieuwd', apiPath: '/api/nieuws-items' },
    server,
    noEntries: () => (current = []),
  });
});
