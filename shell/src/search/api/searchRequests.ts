import { THUMBNAIL_FORMAT } from '@doorloopjes/shared';
import { type ContentQuery } from '@doorloopjes/runtime';

/** The top-bar search shows at most 5 hits. */
export const SEARCH_LIMIT = 5;

/** Guides whose title contains the text (case-insensitive): a hit shows the title and the first step's thumbnail. */
export const doorloopjeSearchRequest = (text: string): ContentQuery => ({
  path: '/api/doorloopjes',
  params: {
    filters: { title: { $containsi: text } },
    fields: ['title', 'slug'],
    populate: { steps: { fields: ['title'], populate: { image: { fields: ['url', 'formats'] } } } },
    imageFormats: THUMBNAIL_FORMAT,
    pagination: { limit: SEARCH_LIMIT },
  },
  role: 'teacher',
});
