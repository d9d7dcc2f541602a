/* eslint-disable testing-library/no-node-access -- This test checks that sanitising removed scripts and event-handler attributes, which no role exposes. */
import { formatDate, messages } from '@doorloopjes/shared';
import recordedItem from '@doorloopjes/runtime/testing/content/nieuwsRequests.nieuwsItemBySlugRequest.doorloopjes-vernieuwd.json';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { collection, list, setupMswServer } from '../../test/fixtures';
import { itReportsMissingAndFailingEntries } from '../../test/detailFailures';
import { logIn, renderSection } from '../../test/render';

type RecordedItem = (typeof recordedItem.data)[number];
const item = recordedItem.data[0]!;
let current: RecordedItem[] = [];
const items = collection('/api/nieuws-items', () => list(current));
const server = setupMswServer(items.handler);

beforeEach(() => {
  logIn();
  current = [item];
});

describe('/nieuws-item/:slug', () => {
  it('shows type breadcrumb, title, publication date, featured image, body, authors and related items', async () => {
    renderSection('nieuws-item', `/nieuws-item/${item.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: item.title })).toBeVisible();
    const breadcrumb = within(screen.getByRole('navigation', { name: messages.content.breadcrumb }));
    expect(breadcrumb.getByRole('link', { name: messages.content.typeNews })).toHaveAttribute('href', '/nieuws');
    expect(screen.getByText(messages.content.publishedOn, { exact: false })).toHaveTextContent(`${messages.content.publishedOn} ${formatDate(item.publication_date)}`);
    expect(screen.getByRole('img', { name: item.featured_image.alternativeText })).toHaveAttribute('src', `http://localhost:1337${item.featured_image.url}`);
    // The seeded body's markdown: a heading and bold text.
    expect(screen.getByRole('heading', { level: 2, name: item.title })).toBeVisible();
    expect(screen.getByText('kleine aanpassingen').tagName).toBe('STRONG');

    expect(within(screen.getByRole('region', { name: messages.content.authors })).getByText(item.auteurs[0]!.name)).toBeVisible();
    const related = within(screen.getByRole('region', { name: messages.content.relatedDoorloopjes }));
    for (const guide of item.related_doorloopjes) expect(related.getByRole('link', { name: guide.title })).toHaveAttribute('href', `/doorloopjes/${guide.slug}`);
    const webinars = within(screen.getByRole('region', { name: messages.content.relatedWebinars }));
    const webinar = item.related_digidates[0]!;
    expect(webinars.getByRole('link', { name: new RegExp(webinar.title) })).toHaveAttribute('href', `/webinars/${webinar.slug}`);
  });

  it('sanitises HTML in the markdown body: no script element, no event handler', async () => {
    // The seed holds no hostile markup, so this body is written here.
    current = [{ ...item, body: `${item.body}\n\n<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>` }];
    renderSection('nieuws-item', `/nieuws-item/${item.slug}`);
    await screen.findByRole('heading', { level: 1, name: item.title });
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('renders markup in text fields as text', async () => {
    // The seed holds no hostile markup, so this title is written here.
    current = [{ ...item, title: '<img src=x onerror="window.__xss=1">' }];
    renderSection('nieuws-item', `/nieuws-item/${item.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: '<img src=x onerror="window.__xss=1">' })).toBeVisible();
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('filters by slug and populates image, authors and related items', async () => {
    renderSection('nieuws-item', `/nieuws-item/${item.slug}`);
    await screen.findByRole('heading', { level: 1 });
    const url = items.calls.at(-1);
    expect(url?.searchParams.get('filters[slug][$eq]')).toBe(item.slug);
    expect(url?.searchParams.getAll('populate')).toEqual(['featured_image', 'auteurs.photo', 'related_doorloopjes.steps.image', 'related_digidates.image']);
  });

  itReportsMissingAndFailingEntries({
    missing: { section: 'nieuws-item', path: '/nieuws-item/onbekend' },
    failing: { section: 'nieuws-item', path: '/nieuws-item/doorloopjes-vernieuwd', apiPath: '/api/nieuws-items' },
    server,
    noEntries: () => (current = []),
  });
});
