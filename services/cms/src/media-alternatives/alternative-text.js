'use strict';

/**
 * Which images of a document lack what a teacher who cannot see them needs (WCAG 1.1.1): an
 * alternative text, and one that says something rather than a file name ('IMG_0042.jpg',
 * 'klaslokaal-foto'). Pure: the schemas come in through `schemaOf(uid)`, so the rule is tested
 * without a running service.
 */

const FILE_EXTENSION = /\.(png|jpe?g|gif|webp|avif|svg|bmp|tiff?|heic)$/i;

/** @param {string} name */
const withoutExtension = (name) => name.replace(/\.[^.]+$/, '');

/**
 * True when an image's alternative text is missing, empty, or a file name (its own, with or
 * without extension, or anything ending in an image extension).
 * @param {{ alternativeText?: string | null, name?: string | null } | null | undefined} file
 */
function lacksAlternativeText(file) {
  const text = (file?.alternativeText ?? '').trim();
  if (text === '') return true;
  if (FILE_EXTENSION.test(text)) return true;
  const name = (file?.name ?? '').trim();
  return name !== '' && (text === name || text === withoutExtension(name));
}

/** @param {{ mime?: string | null } | null | undefined} file */
const isImage = (file) => Boolean(file && (!file.mime || file.mime.startsWith('image/')));

/**
 * The populate that loads every image field of `uid`, also inside components and dynamic zones;
 * null when the type holds no image.
 * @param {string} uid
 * @param {(uid: string) => { attributes: Record<string, any> } | undefined} schemaOf
 * @returns {Record<string, any> | null}
 */
function imagePopulate(uid, schemaOf) {
  /** @type {Record<string, any>} */
  const populate = {};
  for (const [name, attribute] of Object.entries(schemaOf(uid)?.attributes ?? {})) {
    if (attribute.type === 'media') populate[name] = true;
    else if (attribute.type === 'component') {
      const inner = imagePopulate(attribute.component, schemaOf);
      if (inner) populate[name] = { populate: inner };
    } else if (attribute.type === 'dynamiczone') {
      /** @type {Record<string, any>} */
      const on = {};
      for (const component of attribute.components) {
        const inner = imagePopulate(component, schemaOf);
        if (inner) on[component] = { populate: inner };
      }
      if (Object.keys(on).length > 0) populate[name] = { on };
    }
  }
  return Object.keys(populate).length > 0 ? populate : null;
}

/**
 * Images in a rich-text (blocks) field: the editor embeds the file's data, alternative text included.
 * @param {unknown} nodes @param {string} path @param {string[]} found
 */
function blockImages(nodes, path, found) {
  if (!Array.isArray(nodes)) return;
  for (const node of nodes) {
    if (node?.type === 'image' && lacksAlternativeText(node.image)) found.push(path);
    blockImages(node?.children, path, found);
  }
}

/**
 * The fields (as paths: 'featured_image', 'steps[2].image', 'content[1].image') whose image lacks
 * a proper alternative text.
 * @param {Record<string, any> | null | undefined} document
 * @param {string} uid
 * @param {(uid: string) => { attributes: Record<string, any> } | undefined} schemaOf
 * @param {string} [prefix]
 * @returns {string[]}
 */
function imagesWithoutAlternativeText(document, uid, schemaOf, prefix = '') {
  /** @type {string[]} */
  const found = [];
  if (!document) return found;
  for (const [name, attribute] of Object.entries(schemaOf(uid)?.attributes ?? {})) {
    const value = document[name];
    const path = `${prefix}${name}`;
    if (value === null || value === undefined) continue;
    if (attribute.type === 'media') {
      const files = Array.isArray(value) ? value : [value];
      if (files.some((file) => isImage(file) && lacksAlternativeText(file))) found.push(path);
    } else if (attribute.type === 'component') {
      const items = attribute.repeatable ? value : [value];
      items.forEach((/** @type {any} */ item, /** @type {number} */ index) =>
        found.push(...imagesWithoutAlternativeText(item, attribute.component, schemaOf, attribute.repeatable ? `${path}[${index + 1}].` : `${path}.`)),
      );
    } else if (attribute.type === 'dynamiczone') {
      value.forEach((/** @type {any} */ item, /** @type {number} */ index) => found.push(...imagesWithoutAlternativeText(item, item.__component, schemaOf, `${path}[${index + 1}].`)));
    } else if (attribute.type === 'blocks') {
      blockImages(value, path, found);
    }
  }
  return [...new Set(found)];
}

/** The editor's message: which fields, and what to do. @param {string[]} fields */
const refusalMessage = (fields) =>
  `Publiceren kan niet: ${fields.length === 1 ? 'deze afbeelding heeft' : 'deze afbeeldingen hebben'} geen alternatieve tekst of alleen een bestandsnaam (${fields.join(', ')}). ` +
  "Vul in de mediabibliotheek bij 'Alternatieve tekst' in wat er op de afbeelding te zien is, en publiceer opnieuw.";

module.exports = { lacksAlternativeText, imagePopulate, imagesWithoutAlternativeText, refusalMessage };
