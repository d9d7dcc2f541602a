/** What a homepage feed entry shows (see public/feed/buildHomepageFeed.ts), and no more. */
const FEED_FIELDS = ['title', 'summary', 'slug', 'publication_date', 'createdAt'];

/** Webinars add their date and links. */
export const WEBINAR_FIELDS = ['event_date', 'has_taken_place', 'recording_url', 'registration_url'];

/** Fields of a feed entry plus its image with the one variant the feed renders (small). */
export function homepageFeedQuery(imageField: string, extraFields: string[] = []): Record<string, string | string[]> {
  return {
    fields: [...FEED_FIELDS, ...extraFields],
    [`populate[${imageField}][fields]`]: ['url', 'alternativeText', 'formats'],
    imageFormats: 'small',
  };
}
