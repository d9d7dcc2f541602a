import { thumbnailListRequest } from '../../common/api/query';

const FEATURED = { is_featured: { $eq: true } };

/** Featured articles for the 'Uitgelicht' carousel, newest first; cards render thumbnails only. */
export const featuredArtikelsRequest = thumbnailListRequest('/api/artikels', { filters: FEATURED, sort: 'publication_date:desc', image: 'featured_image' });

/** Featured webinars for the 'Uitgelicht' carousel; cards render thumbnails only. */
export const featuredDigidatesRequest = thumbnailListRequest('/api/digidates', { filters: FEATURED, sort: 'event_date:desc', image: 'image' });
