'use strict';

/**
 * Tiny builders for Strapi "blocks" rich text, so seed content reads like prose.
 * Text nodes accept the modifiers bold, italic, underline, strikethrough and code.
 */

/** @param {string} text @param {Record<string, boolean>} [modifiers] */
const t = (text, modifiers = {}) => ({ type: 'text', text, ...modifiers });

/** @param {...(string | object)} children */
const p = (...children) => ({
  type: 'paragraph',
  children: children.map((c) => (typeof c === 'string' ? t(c) : c)),
});

/** @param {1|2|3|4|5|6} level @param {string} text */
const h = (level, text) => ({ type: 'heading', level, children: [t(text)] });

/** @param {string} url @param {string} text */
const link = (url, text) => ({ type: 'link', url, children: [t(text)] });

/** @param {'ordered'|'unordered'} format @param {string[]} items */
const list = (format, items) => ({
  type: 'list',
  format,
  children: items.map((item) => ({ type: 'list-item', children: [t(item)] })),
});

/** @param {string} text */
const quote = (text) => ({ type: 'quote', children: [t(text)] });

/** @param {string} text @param {string} [language] */
const code = (text, language = 'plaintext') => ({ type: 'code', language, children: [t(text)] });

/**
 * An image node embeds the media file's data (as the admin editor does).
 * @param {{ url: string, name: string, alternativeText?: string | null, width?: number | null, height?: number | null, formats?: unknown, hash?: string, ext?: string, mime?: string, size?: number, createdAt?: string, updatedAt?: string }} file
 */
const image = (file) => ({
  type: 'image',
  image: {
    name: file.name,
    alternativeText: file.alternativeText ?? file.name,
    url: file.url,
    width: file.width,
    height: file.height,
    formats: file.formats,
    hash: file.hash,
    ext: file.ext,
    mime: file.mime,
    size: file.size,
    previewUrl: null,
    provider: 'local',
    caption: null,
    createdAt: file.createdAt,
    updatedAt: file.updatedAt,
  },
  children: [t('')],
});

/** Paragraphs from plain strings. @param {...string} texts */
const paragraphs = (...texts) => texts.map((text) => p(text));

module.exports = { t, p, h, link, list, quote, code, image, paragraphs };
