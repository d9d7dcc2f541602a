import { bySlugRequest } from '../../common/api/query';

/**
 * One article with image, authors and its content blocks. Strapi 5 populates a dynamic zone only
 * through `on` fragments, one per component (the figure and image-with-text components hold media
 * of their own). That needs the object form of populate, which Strapi does not accept mixed with
 * the list form, so every field uses the object form here.
 */
export const artikelBySlugRequest = (slug: string) =>
  bySlugRequest('/api/artikels', slug, {
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
  });
