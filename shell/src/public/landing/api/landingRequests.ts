import { type ContentQuery } from '@doorloopjes/runtime';

/**
 * The landing page's reads, all sent without login. Each asks only for what the page shows (see
 * public/feed/buildHomepageFeed.ts) and only for fields its type has: the content service refuses
 * a query naming a field the type lacks, and the whole source would be missing.
 */

const IMAGE = { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] };
/** The image variants the feed's srcset offers (and WebP). */
const FEED_IMAGE_FORMATS = 'small,medium,large,small_webp,medium_webp,large_webp';
const ENTRY_FIELDS = ['title', 'summary', 'slug', 'createdAt'];

/** News items and articles: sorted by their publication date. */
const DATED_FIELDS = [...ENTRY_FIELDS, 'publication_date'];
/** Webinars have no publication date (sorted by createdAt); they add their date and links. */
const WEBINAR_FIELDS = [...ENTRY_FIELDS, 'event_date', 'has_taken_place', 'recording_url', 'registration_url'];

function flaggedForHomepage(path: ContentQuery['path'], fields: string[], imageField: string): ContentQuery {
  return {
    path,
    params: {
      filters: { show_on_homepage: { $eq: true } },
      fields,
      populate: { [imageField]: IMAGE },
      imageFormats: FEED_IMAGE_FORMATS,
    },
    role: 'visitor',
  };
}

export const homepageNewsRequest = flaggedForHomepage('/api/nieuws-items', DATED_FIELDS, 'featured_image');
export const homepageArticlesRequest = flaggedForHomepage('/api/artikels', DATED_FIELDS, 'featured_image');
export const homepageWebinarsRequest = flaggedForHomepage('/api/digidates', WEBINAR_FIELDS, 'image');

/** The landing page with its hero sections and the explanation steps' icons. */
export const landingPageRequest: ContentQuery = {
  path: '/api/landingpages',
  params: { populate: { page_sections: true, uitleg_stappen: { populate: 'icon' } } },
  role: 'visitor',
};
