import { bySlugRequest, thumbnailListRequest } from '../../common/api/query';

/** All webinars with their image as a thumbnail; the page splits them into upcoming and recordings. */
export const digidatesRequest = thumbnailListRequest('/api/digidates', { sort: 'event_date:desc', image: 'image' });

/** One webinar with speakers, downloads and the doorloopjes it discussed. */
export const digidateBySlugRequest = (slug: string) =>
  bySlugRequest('/api/digidates', slug, ['image', 'experts.photo', 'related_doorloopjes.steps.image', 'downloads']);
