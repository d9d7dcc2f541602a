import { type ContentQuery } from '@doorloopjes/runtime';
import { slugFilter } from '../../common/api/query';

/**
 * One article with image, authors and its content blocks. Strapi 5 populates a dynamic zone only
 * through `on` fragments, one per component (the figure and image-with-text components hold media
 * of their own). That needs the object form of populate, which Strapi does not accept mixed with
 * the list form, so every field uses the object form here.
 */
export const artikelBySlugRequest = (slug: string): ContentQuery => ({
  path: '/api/artikels',
  params: {
    ...slugFilter(slug),
    populate: {
      featured_image: true,
      auteurs: { populate: 'photo' },
      content: {
        on: {
          'content.rich-text': true,
          'content.figure': { populate: 'image' },
          'content.image-with-text': { populate: 'image' },
          'content.highlight-box': true,
        },
      },
    },
  },
  role: 'teacher',
});
