import { THUMBNAIL_FORMAT } from '@doorloopjes/shared';
import { type ContentQuery } from '@doorloopjes/runtime';

/** All articles, newest first; the list renders thumbnails only. */
export const artikelsRequest: ContentQuery = {
  path: '/api/artikels',
  params: { sort: 'publication_date:desc', populate: 'featured_image', imageFormats: THUMBNAIL_FORMAT },
  role: 'teacher',
};
