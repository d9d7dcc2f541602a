import { bySlugRequest, thumbnailListRequest } from '../../common/api/query';

/** All news items, newest first, with their image as a thumbnail (list page and dashboard carousel). */
export const nieuwsItemsRequest = thumbnailListRequest('/api/nieuws-items', { sort: 'publication_date:desc', image: 'featured_image' });

/** One news item with image, authors and related doorloopjes and webinars. */
export const nieuwsItemBySlugRequest = (slug: string) =>
  bySlugRequest('/api/nieuws-items', slug, ['featured_image', 'auteurs.photo', 'related_doorloopjes.steps.image', 'related_digidates.image']);
