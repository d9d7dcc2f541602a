import { THUMBNAIL_FORMAT } from '@doorloopjes/shared';
import { type ContentQuery } from '@doorloopjes/runtime';
import { slugFilter } from '../../common/api/query';

/** All news items, newest first, with their image as a thumbnail (list page and dashboard carousel). */
export const nieuwsItemsRequest: ContentQuery = {
  path: '/api/nieuws-items',
  params: { sort: 'publication_date:desc', populate: 'featured_image', imageFormats: THUMBNAIL_FORMAT },
  role: 'teacher',
};

/** One news item with image, authors and related doorloopjes and webinars. */
export const nieuwsItemBySlugRequest = (slug: string): ContentQuery => ({
  path: '/api/nieuws-items',
  params: { ...slugFilter(slug), populate: ['featured_image', 'auteurs.photo', 'related_doorloopjes.steps.image', 'related_digidates.image'] },
  role: 'teacher',
});
