import { thumbnailListRequest } from '../../common/api/query';

/** All articles, newest first; the list renders thumbnails only. */
export const artikelsRequest = thumbnailListRequest('/api/artikels', { sort: 'publication_date:desc', image: 'featured_image' });
