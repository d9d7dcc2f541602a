import { messages, type Doorloopje } from '@doorloopjes/shared';
// Aliased: it sets up MSW for the file, it is not a React hook.
import { contentUrl, renderWithQueryClient, setupMswServer } from '@doorloopjes/runtime/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { SearchBox, moveActive } from './SearchBox';
import { SEARCH_DEBOUNCE_MS } from '../hooks/useGuideSearch';

// More matching guides than the search shows (5), with thumbnails: the seed has no title shared by
// six guides, so these answers are written here (the generated schema still checks them).
const TITLES = ['Breuken vergelijken', 'Breuken optellen', 'Breuken delen', 'Breuken op de getallenlijn', 'Breuken vereenvoudigen', 'Breuken vermenigvuldigen'];

function doorloopje(title: string, index: number): Doorloopje {
  return {
    id: index + 1,
    slug: `slug-${index + 1}`,
    title,
    steps: [{ id: 1, title: 'Stap 1', image: { url: `/uploads/full_${index}.png`, formats: { thumbnail: { url: `/uploads/thumb_${index}.png` } } } }],
  };
}

let requests: URL[] = [];
const server = setupMswServer(
  http.get(contentUrl('/api/doorloopjes'), ({ request }) => {
    const url = new URL(request.url);
    requests.push(url);
    const text = (url.searchParams.get('filters[title][$containsi]') ?? '').toLowerCase();
    const limit = Number(url.searchParams.get('pagination[limit]'));
    const hits = TITLES.map(doorloopje).filter((item) => item.title.toLowerCase().includes(text));
    return HttpResponse.json({ data: hits.slice(0, limit) });
  }),
);

function DetailProbe() {
  return <h1>Detail {useParams().slug}</h1>;
}

function renderSearch() {
  return renderWithQueryClient(
    <MemoryRouter initialEntries={['/dashboard']}>
      <SearchBox />
      <Routes>
        <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        <Route path="/doorloopjes/:slug" element={<DetailProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

const input = () => screen.getByRole('combobox', { name: messages.layout.searchPlaceholder });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SearchBox', () => {
  beforeEach(() => {
    requests = [];
  });

  it('is a combobox with the placeholder Doorloopjes zoeken, collapsed at first', () => {
    renderSearch();
    expect(input()).toHaveAttribute('placeholder', messages.layout.searchPlaceholder);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not search for blank text', async () => {
    renderSearch();
    await userEvent.type(input(), '   ');
    await wait(SEARCH_DEBOUNCE_MS + 100);
    expect(requests).toHaveLength(0);
    expect(screen.queryByText(messages.layout.searching)).not.toBeInTheDocument();
  });

  it('waits 300 ms after the last keystroke and sends one request for the whole text', async () => {
    renderSearch();
    await userEvent.type(input(), 'breu');
    expect(screen.getByText(messages.layout.searching)).toBeInTheDocument();
    await wait(SEARCH_DEBOUNCE_MS - 100);
    expect(requests).toHaveLength(0);
    await screen.findByRole('listbox', { name: messages.layout.searchResults });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.searchParams.get('filters[title][$containsi]')).toBe('breu');
    expect(requests[0]?.searchParams.get('pagination[limit]')).toBe('5');
    // Only what a hit shows: title, slug and the first step's thumbnail.
    expect(requests[0]?.searchParams.getAll('fields')).toEqual(['title', 'slug']);
    expect(requests[0]?.searchParams.getAll('populate[steps][populate][image][fields]')).toEqual(['url', 'formats']);
    expect(requests[0]?.searchParams.get('imageFormats')).toBe('thumbnail_webp');
  });

  it('shows at most 5 hits, each with the first step thumbnail and the title', async () => {
    renderSearch();
    await userEvent.type(input(), 'Breuken');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(5);
    expect(options[0]).toHaveTextContent(TITLES[0]!);
    expect(options[0]).toHaveAttribute('href', '/doorloopjes/slug-1');
    // eslint-disable-next-line testing-library/no-node-access -- the thumbnail is decorative (no role), its source is what matters.
    expect(options[0]?.querySelector('img')).toHaveAttribute('src', 'http://localhost:1337/uploads/thumb_0.png');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
  });

  it('says Geen resultaten gevonden. when nothing matches', async () => {
    renderSearch();
    await userEvent.type(input(), 'zwaartekracht');
    expect(await screen.findByText(messages.layout.noSearchResults)).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('treats a failing search as no results, logged with its request and status', async () => {
    server.use(http.get(contentUrl('/api/doorloopjes'), () => HttpResponse.json({}, { status: 500 })));
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      renderSearch();
      await userEvent.type(input(), 'breuk');
      expect(await screen.findByText(messages.layout.noSearchResults)).toBeInTheDocument();
      expect(errors).toHaveLength(1);
      expect((errors[0] as unknown[])[0]).toMatch(/^\[inhoud\] GET \/api\/doorloopjes\?filters\[title\]\[\$containsi\]=breuk&.* mislukt: status 500\.$/);
    } finally {
      console.error = original;
    }
  });

  it('moves through the hits with the arrow keys and opens the active one with Enter', async () => {
    renderSearch();
    await userEvent.type(input(), 'Breuken');
    const options = await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(input()).toHaveAttribute('aria-activedescendant', options[4]?.id);
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Detail slug-5' })).toBeInTheDocument();
    expect(input()).toHaveValue('');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a hit on click', async () => {
    renderSearch();
    await userEvent.type(input(), 'optellen');
    await userEvent.click(await screen.findByRole('option', { name: 'Breuken optellen' }));
    expect(await screen.findByRole('heading', { name: 'Detail slug-2' })).toBeInTheDocument();
  });

  it('closes the list with Escape, and clears the text with a second Escape', async () => {
    renderSearch();
    await userEvent.type(input(), 'Breuken');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input()).toHaveValue('Breuken');
    await userEvent.keyboard('{Escape}');
    expect(input()).toHaveValue('');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(input()).toHaveAttribute('aria-expanded', 'false'));
  });
});

describe('moveActive', () => {
  it('wraps around at both ends and starts at the first or last hit', () => {
    expect(moveActive(-1, 1, 5)).toBe(0);
    expect(moveActive(-1, -1, 5)).toBe(4);
    expect(moveActive(4, 1, 5)).toBe(0);
    expect(moveActive(0, -1, 5)).toBe(4);
    expect(moveActive(2, 1, 0)).toBe(-1);
  });
});
