import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { contentUrl, setupMswServer } from '../test/msw';
import { DOORLOOPJES_PAGE_SIZE, fetchDoorloopjes } from './doorloopjes';

let asked: URLSearchParams | null = null;
setupMswServer(
  http.get(contentUrl('/api/doorloopjes'), ({ request }) => {
    asked = new URL(request.url).searchParams;
    return HttpResponse.json({ data: [], meta: {} });
  }),
);

describe('fetchDoorloopjes', () => {
  it('asks for the whole list by book and page, with only the fields and image variants the UI renders', async () => {
    await fetchDoorloopjes();
    const params = asked!;
    expect(params.getAll('sort[]')).toEqual(['book:asc', 'page:asc']);
    expect(params.get('pagination[pageSize]')).toBe(String(DOORLOOPJES_PAGE_SIZE));
    expect(params.getAll('fields[]')).toEqual(['title', 'slug', 'description', 'book', 'page', 'vimeo_url']);
    expect(params.getAll('populate[steps][fields][]')).toEqual(['title', 'description']);
    expect(params.getAll('populate[steps][populate][image][fields][]')).toEqual(['url', 'alternativeText', 'formats']);
    expect(params.getAll('populate[theme][fields][]')).toEqual(['title', 'slug', 'description']);
    expect(params.getAll('populate[digidates][fields][]')).toEqual(['slug', 'title', 'event_date', 'has_taken_place']);
    // thumbnail: list cards and search; medium: the detail page's steps
    expect(params.get('imageFormats')).toBe('thumbnail,medium');
  });
});
