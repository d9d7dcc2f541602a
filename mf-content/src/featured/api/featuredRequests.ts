import { THUMBNAIL_FORMAT } from '@doorloopjes/shared';
import { type ContentQuery } from '@doorloopjes/runtime';

/** Featured articles for the 'Uitgelicht' carousel, newest first; cards render thumbnails only. */
export const featuredArtikelsRequest: ContentQuery = {
  path: '/api/artikels',
  params: { filters: { is_featured: { $eq: true } }, sort: 'publication_date:desc', populate: 'featured_image', imageFormats: THUMBNAIL_FORMAT },
  role: 'teacher',
};

/** Featured webinars for the 'Uitgelicht' carousel; cards render thumbnails only. */
export const featuredDigidatesRequest: ContentQuery = {
  path: '/api/digidates',
  params: { filters: { is_featured: { $eq: true } }, sort: 'event_date:desc', populate: 'image', imageFormats: THUMBNAIL_FORMAT },
  role: 'teacher',
};
