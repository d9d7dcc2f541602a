/* eslint-disable testing-library/no-node-access -- This test checks on which side the image-and-text block puts the image, a layout class without a role. */
import { messages, type Artikel } from '@doorloopjes/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { artikel, collection, list, setupMswServer, paragraph } from '../../test/fixtures';
import { itReportsMissingAndFailingEntries } from '../../test/detailFailures';
import { logIn, renderSection } from '../../test/render';

let current: Artikel[] = [];
const artikels = collection('/api/artikels', () => list(current));
const server = setupMswServer(artikels.handler);

const image = (name: string) => ({ url: `/uploads/${name}.jpg`, alternativeText: name });

const sizes = ['full', 'wide', 'half', 'third'] as const;
const aligns = ['left', 'center', 'right'] as const;

const withBlocks = artikel({
  id: 1,
  slug: 'korte-instructie',
  title: 'Waarom korte instructie werkt',
  publication_date: '2026-02-14',
  body: 'Deze body hoort niet zichtbaar te zijn.',
  auteurs: [{ id: 1, name: 'Eva Smit', title: 'Onderzoeker' }],
  content: [
    { __component: 'content.rich-text', id: 1, body: [paragraph('Rijke tekst in een blok.')] },
    ...sizes.flatMap((size, i) => aligns.map((align, j) => ({ __component: 'content.figure', id: 10 + i * 3 + j, size, align, caption: `Figuur ${size} ${align}`, image: image(`${size}-${align}`) }))),
    { __component: 'content.image-with-text', id: 1, title: 'Beeld links', position: 'left', image: image('links'), body: [paragraph('Tekst naast beeld links.')] },
    { __component: 'content.image-with-text', id: 2, title: 'Beeld rechts', position: 'right', image: image('rechts'), body: [paragraph('Tekst naast beeld rechts.')] },
    { __component: 'content.highlight-box', id: 1, title: 'Let op', body: [paragraph('Belangrijke tip.')] },
    { __component: 'content.video-embed', id: 1, url: 'https://example.org' },
  ],
});

beforeEach(() => {
  logIn();
  current = [withBlocks];
});

async function renderArticle() {
  renderSection('artikel', '/artikel/korte-instructie');
  await screen.findByRole('heading', { level: 1 });
}

describe('/artikel/:slug', () => {
  it('shows type breadcrumb, title, publication date and authors', async () => {
    await renderArticle();
    expect(screen.getByRole('heading', { level: 1, name: 'Waarom korte instructie werkt' })).toBeVisible();
    const breadcrumb = within(screen.getByRole('navigation', { name: messages.content.breadcrumb }));
    expect(breadcrumb.getByRole('link', { name: messages.content.typeArticle })).toHaveAttribute('href', '/achtergronden');
    expect(screen.getByText(messages.content.publishedOn, { exact: false })).toHaveTextContent(`${messages.content.publishedOn} 14 februari 2026`);
    expect(within(screen.getByRole('region', { name: messages.content.authors })).getByText('Eva Smit')).toBeVisible();
  });

  it('renders a rich-text block and leaves the body out when there are blocks', async () => {
    await renderArticle();
    expect(screen.getByText('Rijke tekst in een blok.')).toBeVisible();
    expect(screen.queryByText('Deze body hoort niet zichtbaar te zijn.')).not.toBeInTheDocument();
  });

  it.each(sizes.flatMap((size) => aligns.map((align) => [size, align] as const)))('renders a %s figure aligned %s with its caption', async (size, align) => {
    await renderArticle();
    const figure = screen.getByRole('figure', { name: `Figuur ${size} ${align}` });
    expect(figure).toHaveClass(`ct-figure--${size}`, `ct-figure--align-${align}`);
    expect(within(figure).getByRole('img')).toHaveAttribute('src', `http://localhost:1337/uploads/${size}-${align}.jpg`);
  });

  it('falls back to full size and centred for a figure with unknown settings', async () => {
    current = [{ ...withBlocks, content: [{ __component: 'content.figure', id: 1, size: 'reusachtig', align: 'diagonaal', caption: 'Vreemd', image: image('x') }] }];
    await renderArticle();
    expect(screen.getByRole('figure', { name: 'Vreemd' })).toHaveClass('ct-figure--full', 'ct-figure--align-center');
  });

  it('renders image-with-text blocks with the image left or right', async () => {
    await renderArticle();
    const left = screen.getByRole('heading', { name: 'Beeld links' }).closest('.ct-image-text');
    const right = screen.getByRole('heading', { name: 'Beeld rechts' }).closest('.ct-image-text');
    expect(left).toHaveClass('ct-image-text--left');
    expect(right).toHaveClass('ct-image-text--right');
    expect(within(left as HTMLElement).getByText('Tekst naast beeld links.')).toBeVisible();
    expect(within(right as HTMLElement).getByRole('img', { name: 'rechts' })).toBeVisible();
  });

  it('renders the highlight box as a named aside', async () => {
    await renderArticle();
    const box = screen.getByRole('complementary', { name: 'Let op' });
    expect(within(box).getByText('Belangrijke tip.')).toBeVisible();
  });

  it("shows 'Onbekend content type' for a block kind it does not know", async () => {
    await renderArticle();
    expect(screen.getByText(messages.content.unknownContentType)).toBeVisible();
  });

  it('shows the markdown body when the article has no blocks', async () => {
    current = [{ ...withBlocks, content: [], body: 'Alleen een **body**.' }];
    await renderArticle();
    expect(screen.getByText('body').tagName).toBe('STRONG');
  });

  it('asks for the article by slug with image, author photos and content blocks', async () => {
    await renderArticle();
    const url = artikels.calls.at(-1);
    expect(url?.searchParams.get('filters[slug][$eq]')).toBe('korte-instructie');
    expect(url?.searchParams.get('populate[featured_image]')).toBe('true');
    expect(url?.searchParams.get('populate[auteurs][populate]')).toBe('photo');
    expect(url?.searchParams.get('populate[content][on][content.rich-text]')).toBe('true');
    expect(url?.searchParams.get('populate[content][on][content.figure][populate]')).toBe('image');
    expect(url?.searchParams.get('populate[content][on][content.image-with-text][populate]')).toBe('image');
    expect(url?.searchParams.get('populate[content][on][content.highlight-box]')).toBe('true');
  });

  itReportsMissingAndFailingEntries({
    missing: { section: 'artikel', path: '/artikel/onbekend' },
    failing: { section: 'artikel', path: '/artikel/korte-instructie', apiPath: '/api/artikels' },
    server,
    noEntries: () => (current = []),
  });
});
