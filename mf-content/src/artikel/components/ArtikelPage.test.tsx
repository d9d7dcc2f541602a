/* eslint-disable testing-library/no-node-access -- This test checks on which side the image-and-text block puts the image, a layout class without a role. */
import { formatDate, messages } from '@doorloopjes/shared';
import recordedArtikel from '@doorloopjes/runtime/testing/content/artikelRequests.artikelBySlugRequest.waarom-korte-instructie-werkt.json';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { collection, list, setupMswServer } from '../../test/fixtures';
import { itReportsMissingAndFailingEntries } from '../../test/detailFailures';
import { logIn, renderSection } from '../../test/render';

const article = recordedArtikel.data[0]!;
type Block = (typeof article.content)[number];
let current: object[] = [];
const artikels = collection('/api/artikels', () => list(current));
const server = setupMswServer(artikels.handler);

// The seeded blocks of one kind; the field narrows the type, as a JSON import widens the kind to a string.
const blocksOf = <F extends string>(kind: string, field: F) =>
  article.content.filter((block): block is Extract<Block, Record<F, unknown>> => block.__component === kind && field in block);
const seededFigures = blocksOf('content.figure', 'size');
const [imageLeft, imageRight] = blocksOf('content.image-with-text', 'position');
const highlight = blocksOf('content.highlight-box', 'title')[0]!;
const image = (name: string) => ({ url: `/uploads/${name}.jpg`, alternativeText: name });

const sizes = ['full', 'wide', 'half', 'third'] as const;
const aligns = ['left', 'center', 'right'] as const;

beforeEach(() => {
  logIn();
  current = [article];
});

async function renderArticle() {
  renderSection('artikel', `/artikel/${article.slug}`);
  await screen.findByRole('heading', { level: 1 });
}

describe('/artikel/:slug', () => {
  it('shows type breadcrumb, title, publication date and authors', async () => {
    await renderArticle();
    expect(screen.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    const breadcrumb = within(screen.getByRole('navigation', { name: messages.content.breadcrumb }));
    expect(breadcrumb.getByRole('link', { name: messages.content.typeArticle })).toHaveAttribute('href', '/achtergronden');
    expect(screen.getByText(messages.content.publishedOn, { exact: false })).toHaveTextContent(`${messages.content.publishedOn} ${formatDate(article.publication_date)}`);
    expect(within(screen.getByRole('region', { name: messages.content.authors })).getByText(article.auteurs[0]!.name)).toBeVisible();
  });

  it('renders a rich-text block and leaves the body out when there are blocks', async () => {
    await renderArticle();
    // The seeded rich-text block opens with a heading; the seeded body's bold words are its own.
    const richText = blocksOf('content.rich-text', 'body')[0]!;
    const heading = richText.body[0]!.children[0]!;
    expect('text' in heading && screen.getByRole('heading', { level: 2, name: heading.text })).toBeVisible();
    expect(article.body).toContain('**kleine aanpassingen**');
    expect(screen.queryByText('kleine aanpassingen')).not.toBeInTheDocument();
  });

  it.each(seededFigures.map((figure) => [figure.caption, figure] as const))('renders the seeded figure %s with its size, alignment and image', async (caption, figure) => {
    await renderArticle();
    const shown = screen.getByRole('figure', { name: caption });
    expect(shown).toHaveClass(`ct-figure--${figure.size}`, `ct-figure--align-${figure.align}`);
    expect(within(shown).getByRole('img')).toHaveAttribute('src', `http://localhost:1337${figure.image.url}`);
  });

  it.each(sizes.flatMap((size) => aligns.map((align) => [size, align] as const)))('renders a %s figure aligned %s with its caption', async (size, align) => {
    // The seed has four of the twelve size and alignment pairs, so these figures are written here.
    current = [
      {
        ...article,
        content: sizes.flatMap((s, i) => aligns.map((a, j) => ({ __component: 'content.figure', id: 10 + i * 3 + j, size: s, align: a, caption: `Figuur ${s} ${a}`, image: image(`${s}-${a}`) }))),
      },
    ];
    await renderArticle();
    const figure = screen.getByRole('figure', { name: `Figuur ${size} ${align}` });
    expect(figure).toHaveClass(`ct-figure--${size}`, `ct-figure--align-${align}`);
    expect(within(figure).getByRole('img')).toHaveAttribute('src', `http://localhost:1337/uploads/${size}-${align}.jpg`);
  });

  it('falls back to full size and centred for a figure with unknown settings', async () => {
    // The service refuses unknown values on save; an older entry may still hold one, the seed does not.
    current = [{ ...article, content: [{ __component: 'content.figure', id: 1, size: 'reusachtig', align: 'diagonaal', caption: 'Vreemd', image: image('x') }] }];
    await renderArticle();
    expect(screen.getByRole('figure', { name: 'Vreemd' })).toHaveClass('ct-figure--full', 'ct-figure--align-center');
  });

  it('renders image-with-text blocks with the image left or right', async () => {
    await renderArticle();
    expect([imageLeft!.position, imageRight!.position]).toEqual(['left', 'right']);
    const left = screen.getByRole('heading', { name: imageLeft!.title }).closest('.ct-image-text');
    const right = screen.getByRole('heading', { name: imageRight!.title }).closest('.ct-image-text');
    expect(left).toHaveClass('ct-image-text--left');
    expect(right).toHaveClass('ct-image-text--right');
    expect(within(left as HTMLElement).getByText(imageLeft!.body[0]!.children[0]!.text)).toBeVisible();
    expect(within(right as HTMLElement).getByRole('img', { name: imageRight!.image.alternativeText })).toBeVisible();
  });

  it('renders the highlight box as a named aside', async () => {
    await renderArticle();
    const box = screen.getByRole('complementary', { name: highlight.title });
    expect(box).toHaveTextContent(highlight.body[0]!.children.map((child) => child.text).join(''));
  });

  it("shows 'Onbekend content type' for a block kind it does not know", async () => {
    // The seed uses only the kinds the page knows; a kind added to the service later is written here.
    current = [{ ...article, content: [...article.content, { __component: 'content.video-embed', id: 1, url: 'https://example.org' }] }];
    await renderArticle();
    expect(screen.getByText(messages.content.unknownContentType)).toBeVisible();
  });

  it('shows the markdown body when the article has no blocks', async () => {
    // Every seeded article has blocks; this one loses them to show its seeded markdown body.
    current = [{ ...article, content: [] }];
    await renderArticle();
    expect(screen.getByText('kleine aanpassingen').tagName).toBe('STRONG');
  });

  it('asks for the article by slug with image, author photos and content blocks', async () => {
    await renderArticle();
    const url = artikels.calls.at(-1);
    expect(url?.searchParams.get('filters[slug][$eq]')).toBe(article.slug);
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
