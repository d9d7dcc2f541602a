import { THUMBNAIL_FORMAT } from '@doorloopjes/shared';
import { type ContentQuery } from '@doorloopjes/runtime';
import { slugFilter } from '../../common/api/query';

/** All webinars with their image as a thumbnail; the page splits them into upcoming and recordings. */
export const digidatesRequest: ContentQuery = {
  path: '/api/digidates',
  params: { sort: 'event_date:desc', populate: 'image', imageFormats: THUMBNAIL_FORMAT },
  role: 'teacher',
};

/** One webinar with speakers, downloads and the doorloopjes it discussed. */
export const digidateBySlugRequest = (slug: string): ContentQuery => ({
  path: '/api/digidates',
  params: { ...slugFilter(slug), populate: ['image', 'experts.photo', 'related_doorloopjes.steps.image', 'downloads'] },
  role: 'teacher',
});
