/** What a homepage feed entry shows (see public/feed/buildHomepageFeed.ts), and no more. */
const FEED_FIELDS = ['title', 'summary', 'slug', 'publication_date', 'createdAt'];

/** Webinars add their date and links. */
export const WEBINAR_FIELDS = ['event_date', 'has_taken_place', 'recording_url', 'registration_url'];

/**
 * Entries flagged for the homepage: the fields of a feed entry plus its image with the variants
 * the feed's srcset offers (and WebP).
 */
export function homepageFeedQuery(imageField: string, extraFields: string[] = []) {
  return {
    filters: { show_on_homepage: { $eq: true } },
    fields: [...FEED_FIELDS, ...extraFields],
    populate: { [imageField]: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] } },
    imageFormats: 'small,medium,large,small_webp,medium_webp,large_webp',
  };
}
