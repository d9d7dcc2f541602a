import { messages } from '@doorloopjes/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { artikel, collection, explainer, list, setupMswServer, paragraph, serverError } from '../../test/fixtures';
import { renderSection } from '../../test/render';

const longText = `${'Lange uitleg '.repeat(20)}einde`;
const artikels = collection('/api/artikels', () =>
  list([artikel({ id: 1, title: 'Artikel februari', slug: 'artikel-februari', publication_date: '2026-02-01', summary: 'Samenvatting van het artikel' })]),
);
const whies = collection('/api/whies', () =>
  list([explainer({ id: 2, title: 'Waarom maart', slug: 'waarom-maart', createdAt: '2026-03-01T09:00:00Z', description: [paragraph(''), paragraph(longText)] })]),
);
const hows = collection('/api/hows', () =>
  list([explainer({ id: 3, title: 'Hoe januari', slug: 'hoe-januari', createdAt: '2026-01-01T09:00:00Z', description: [paragraph('Zo doe je dat.')] })]),
);
const server = setupMswServer(artikels.handler, whies.handler, hows.handler);

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('/achtergronden', () => {
  it('merges articles, why and how items newest first, with type, link and snippet', async () => {
    renderSection('achtergronden', '/achtergronden');
    expect(screen.getByRole('heading', { level: 1, name: messages.content.kennisbankTitle })).toBeVisible();
    await screen.findByRole('link', { name: 'Waarom maart' });
    expect(titles()).toEqual(['Waarom maart', 'Artikel februari', 'Hoe januari']);
    expect(screen.getByRole('link', { name: 'Waarom maart' })).toHaveAttribute('href', '/why/waarom-maart');
    expect(screen.getByRole('link', { name: 'Artikel februari' })).toHaveAttribute('href', '/artikel/artikel-februari');
    expect(screen.getByRole('link', { name: 'Hoe januari' })).toHaveAttribute('href', '/how/hoe-januari');
    expect(screen.getByText('Samenvatting van het artikel')).toBeVisible();
    expect(screen.getByText(`${longText.slice(0, 140)}...`)).toBeVisible();
    expect(screen.getByText('Zo doe je dat.')).toBeVisible();
  });

  it('makes the calls', async () => {
    renderSection('achtergronden', '/achtergronden');
    await screen.findByRole('link', { name: 'Waarom maart' });
    expect(artikels.calls.at(-1)?.searchParams.get('sort')).toBe('publication_date:desc');
    expect(artikels.calls.at(-1)?.searchParams.getAll('populate')).toEqual(['featured_image']);
    expect(whies.calls.at(-1)?.searchParams.getAll('populate')).toEqual(['steps.image', 'image']);
    expect(hows.calls.at(-1)?.searchParams.getAll('populate')).toEqual(['steps.image', 'image']);
  });

  it('filters by kind with toggle buttons; pressing the active one returns to all', async () => {
    const user = userEvent.setup();
    renderSection('achtergronden', '/achtergronden');
    await screen.findByRole('link', { name: 'Waarom maart' });
    const all = screen.getByRole('button', { name: messages.content.filterAll });
    expect(all).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: messages.content.filterArticles }));
    expect(titles()).toEqual(['Artikel februari']);
    await user.click(screen.getByRole('button', { name: messages.content.filterWhy }));
    expect(titles()).toEqual(['Waarom maart']);
    await user.click(screen.getByRole('button', { name: messages.content.filterHow }));
    expect(titles()).toEqual(['Hoe januari']);
    expect(screen.getByRole('button', { name: messages.content.filterHow })).toHaveAttribute('aria-pressed', 'true');
    expect(all).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: messages.content.filterHow }));
    expect(titles()).toHaveLength(3);
    expect(all).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the backgrounds error when one of the collections fails', async () => {
    server.use(collection('/api/hows', serverError).handler);
    renderSection('achtergronden', '/achtergronden');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.content.backgroundsError);
  });
});
