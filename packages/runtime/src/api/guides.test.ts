import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import recordedGuide from '../test/content/sharedRequests.doorloopjeBySlugRequest.hardop-denkend-voordoen.json';
import recordedList from '../test/content/sharedRequests.doorloopjeListRequest.json';
import { contentUrl, setupMswServer } from '../test/msw';
import { QUERY_DEFAULTS } from '../query/queryClient';
import { DOORLOOPJES_PAGE_SIZE, doorloopjeBySlugQuery, fetchDoorloopjeBySlug, fetchDoorloopjes } from './guides';

const guide = recordedGuide.data[0]!;
let asked: URLSearchParams | null = null;
setupMswServer(
  http.get(contentUrl('/api/doorloopjes'), ({ request }) => {
    asked = new URL(request.url).searchParams;
    // As the seeded service answers: the list, the recorded guide by its slug, an empty list for any other slug.
    const slug = asked.get('filters[slug][$eq]');
    if (slug === null) return HttpResponse.json(recordedList);
    return HttpResponse.json(slug === guide.slug ? recordedGuide : { ...recordedGuide, data: [] });
  }),
);

describe('fetchDoorloopjes', () => {
  it('asks for the whole list by book and page, lean: what the cards, widgets and builder render', async () => {
    await expect(fetchDoorloopjes()).resolves.toHaveLength(recordedList.data.length);
    const params = asked!;
    expect(params.getAll('sort')).toEqual(['book:asc', 'page:asc']);
    expect(params.get('pagination[pageSize]')).toBe(String(DOORLOOPJES_PAGE_SIZE));
    expect(params.getAll('fields')).toEqual(['title', 'slug', 'description', 'book', 'page']);
    // Steps only for the first step's thumbnail on the cards and the dashboard carousel.
    expect(params.getAll('populate[steps][fields]')).toEqual(['title']);
    expect(params.getAll('populate[steps][populate][image][fields]')).toEqual(['formats']);
    expect(params.getAll('populate[theme][fields]')).toEqual(['title', 'slug', 'description']);
    // Webinars and video belong to the detail page's own query.
    expect([...params.keys()].filter((key) => key.startsWith('populate[digidates]'))).toEqual([]);
    expect(params.get('imageFormats')).toBe('thumbnail_webp');
  });

  it('asks for one guide by slug with what the detail page renders', async () => {
    await expect(fetchDoorloopjeBySlug(guide.slug)).resolves.toMatchObject({ id: guide.id, slug: guide.slug, title: guide.title });
    const params = asked!;
    expect(params.get('filters[slug][$eq]')).toBe(guide.slug);
    expect(params.getAll('fields')).toEqual(['title', 'slug', 'description', 'book', 'page', 'vimeo_url']);
    expect(params.getAll('populate[steps][fields]')).toEqual(['title', 'description']);
    expect(params.getAll('populate[steps][populate][image][fields]')).toEqual(['url', 'alternativeText', 'width', 'height', 'formats']);
    expect(params.getAll('populate[digidates][fields]')).toEqual(['slug', 'title', 'event_date', 'has_taken_place']);
    expect(params.getAll('populate[digidates][populate][image][fields]')).toEqual(['url', 'alternativeText', 'formats']);
    // thumbnail_webp: webinar images; up to medium, with WebP siblings: the steps' srcset
    expect(params.get('imageFormats')).toBe('thumbnail_webp,small,medium,small_webp,medium_webp');
  });

  it('answers null for an unknown slug', async () => {
    await expect(fetchDoorloopjeBySlug('onbekend')).resolves.toBeNull();
  });
});

describe('doorloopjeBySlugQuery', () => {
  it('keeps a found guide fresh for a minute, but asks again for one that was not there (it may be published since)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
    await client.fetchQuery(doorloopjeBySlugQuery(guide.slug));
    await client.fetchQuery(doorloopjeBySlugQuery('nog-niet-gepubliceerd'));
    expect(client.getQueryData(doorloopjeBySlugQuery('nog-niet-gepubliceerd').queryKey)).toBeNull();
    // A second visit within the minute: the found guide from the cache, the missing one asked again.
    asked = null;
    await client.ensureQueryData({ ...doorloopjeBySlugQuery(guide.slug), revalidateIfStale: true });
    expect(asked).toBeNull();
    await client.ensureQueryData({ ...doorloopjeBySlugQuery('nog-niet-gepubliceerd'), revalidateIfStale: true });
    await vi.waitFor(() => expect(asked?.get('filters[slug][$eq]')).toBe('nog-niet-gepubliceerd'));
    client.clear();
  });
});
