import { messages } from '@doorloopjes/shared';
import recordedArtikels from '@doorloopjes/runtime/testing/content/kennisbankRequests.artikelsRequest.json';
import recordedHows from '@doorloopjes/runtime/testing/content/sharedRequests.explainersRequest.how.json';
import recordedWhies from '@doorloopjes/runtime/testing/content/sharedRequests.explainersRequest.why.json';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { collection, paragraph, reversed, serverError, setupMswServer, titlesByDate } from '../../test/fixtures';
import { renderSection } from '../../test/render';

// Every seeded description is shorter than a snippet and starts with text; the first why is given a
// long one after an empty paragraph here, to see the snippet skip the empty one and cut the long one.
const longText = `${'Lange uitleg '.repeat(20)}einde`;
const [firstWhy, ...otherWhies] = recordedWhies.data;
const whiesAnswer = { ...recordedWhies, data: [{ ...firstWhy!, description: [paragraph(''), paragraph(longText)] }, ...otherWhies] };
const artikels = collection('/api/artikels', () => reversed(recordedArtikels));
const whies = collection('/api/whies', () => HttpResponse.json(whiesAnswer));
const hows = collection('/api/hows', () => reversed(recordedHows));
const server = setupMswServer(artikels.handler, whies.handler, hows.handler);

const artikel = recordedArtikels.data[0]!;
const how = recordedHows.data[0]!;
const byDate = [
  ...recordedArtikels.data.map((entry) => ({ title: entry.title, date: entry.publication_date })),
  ...[...recordedWhies.data, ...recordedHows.data].map((entry) => ({ title: entry.title, date: entry.createdAt })),
];
const titles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('/achtergronden', () => {
  it('merges articles, why and how items newest first, with type, link and snippet', async () => {
    renderSection('achtergronden', '/achtergronden');
    expect(screen.getByRole('heading', { level: 1, name: messages.content.kennisbankTitle })).toBeVisible();
    await screen.findByRole('link', { name: firstWhy!.title });
    expect(titles()).toEqual(titlesByDate(byDate, (entry) => entry.date, 'newest'));
    expect(screen.getByRole('link', { name: firstWhy!.title })).toHaveAttribute('href', `/why/${firstWhy!.slug}`);
    expect(screen.getByRole('link', { name: artikel.title })).toHaveAttribute('href', `/artikel/${artikel.slug}`);
    expect(screen.getByRole('link', { name: how.title })).toHaveAttribute('href', `/how/${how.slug}`);
    expect(screen.getByText(artikel.summary)).toBeVisible();
    expect(screen.getByText(`${longText.slice(0, 140)}...`)).toBeVisible();
    expect(screen.getByText(how.description[0]!.children[0]!.text)).toBeVisible();
  });

  it('makes the calls', async () => {
    renderSection('achtergronden', '/achtergronden');
    await screen.findByRole('link', { name: firstWhy!.title });
    expect(artikels.calls.at(-1)?.searchParams.get('sort')).toBe('publication_date:desc');
    expect(artikels.calls.at(-1)?.searchParams.getAll('populate')).toEqual(['featured_image']);
    expect(whies.calls.at(-1)?.searchParams.getAll('populate')).toEqual(['steps.image', 'image']);
    expect(hows.calls.at(-1)?.searchParams.getAll('populate')).toEqual(['steps.image', 'image']);
  });

  it('filters by kind with toggle buttons; pressing the active one returns to all', async () => {
    const user = userEvent.setup();
    renderSection('achtergronden', '/achtergronden');
    await screen.findByRole('link', { name: firstWhy!.title });
    const all = screen.getByRole('button', { name: messages.content.filterAll });
    expect(all).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: messages.content.filterArticles }));
    expect(titles()).toEqual(titlesByDate(recordedArtikels.data, (entry) => entry.publication_date, 'newest'));
    await user.click(screen.getByRole('button', { name: messages.content.filterWhy }));
    expect(titles()).toEqual(titlesByDate(recordedWhies.data, (entry) => entry.createdAt, 'newest'));
    await user.click(screen.getByRole('button', { name: messages.content.filterHow }));
    expect(titles()).toEqual(titlesByDate(recordedHows.data, (entry) => entry.createdAt, 'newest'));
    expect(screen.getByRole('button', { name: messages.content.filterHow })).toHaveAttribute('aria-pressed', 'true');
    expect(all).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: messages.content.filterHow }));
    expect(titles()).toHaveLength(byDate.length);
    expect(all).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the backgrounds error when one of the collections fails', async () => {
    server.use(collection('/api/hows', serverError).handler);
    renderSection('achtergronden', '/achtergronden');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.content.backgroundsError);
  });
});
