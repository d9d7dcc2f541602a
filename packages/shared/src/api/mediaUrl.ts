import { getRuntimeConfig } from '@doorloopjes/runtime';
import type { Image, ImageFormat } from '@doorloopjes/content-types';

/** Uploaded files come back as paths relative to the content service; make them absolute. */
export function mediaUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (/^(https?:)?\/\//i.test(url) || url.startsWith('data:')) return url;
  return `${getRuntimeConfig().contentUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The suffix of the WebP sibling the content service stores beside every generated variant. */
const WEBP_SUFFIX = '_webp';

/**
 * The variant a thumbnail is shown in, as lists ask for it (`imageFormats`): the thumbnail's WebP
 * sibling. A thumbnail fills a small fixed slot (a card, a search result), so one file is enough:
 * the WebP is a fraction of the PNG (1.4 instead of 20.7 kB for a guide's step picture) and every
 * current browser shows it. Larger images keep the original format as a fallback (`Picture`).
 */
export const THUMBNAIL_FORMAT = `thumbnail${WEBP_SUFFIX}`;

/** The thumbnail's WebP sibling, else the thumbnail variant (an answer cached before), else the original. */
export function thumbnailUrl(image: Image | null | undefined): string | undefined {
  const formats = image?.formats;
  return mediaUrl(formats?.[THUMBNAIL_FORMAT]?.url ?? formats?.thumbnail?.url ?? image?.url);
}

export interface ResponsiveImageAttributes {
  src: string;
  srcSet?: string;
  width?: number;
  height?: number;
}

/** `url 500w, url 750w` of the given variants, narrowest first, one entry per width. */
function srcSetOf(formats: (ImageFormat | null | undefined)[]): string {
  const byWidth = new Map<number, string>();
  for (const format of formats) if (format?.url && format.width && !byWidth.has(format.width)) byWidth.set(format.width, mediaUrl(format.url) ?? '');
  return [...byWidth.entries()]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ');
}

const variantsOf = (image: Image, webp: boolean): (ImageFormat | undefined)[] =>
  Object.entries(image.formats ?? {})
    .filter(([name]) => name.endsWith(WEBP_SUFFIX) === webp)
    .map(([, format]) => format);

/**
 * `src`, `srcSet` and intrinsic size of an uploaded image from the formats the content service
 * generated (and the original), so the browser picks the smallest file that fills the slot and
 * reserves the space before it arrives. `preferred` is the format used as `src` when present.
 * These are the fallback `<img>`'s attributes; `webpSrcSet` gives the `<source>` in front of it.
 */
export function responsiveImage(image: Image | null | undefined, preferred: 'small' | 'medium' | 'large' = 'medium'): ResponsiveImageAttributes | undefined {
  if (!image?.url) return undefined;
  const srcSet = srcSetOf([...variantsOf(image, false), image]);
  const main = image.formats?.[preferred] ?? image;
  return {
    src: mediaUrl(main.url) ?? '',
    ...(srcSet ? { srcSet } : {}),
    ...(main.width && main.height ? { width: main.width, height: main.height } : {}),
  };
}

/** The srcset of the image's WebP variants (`formats.<name>_webp`), or undefined when it has none. */
export function webpSrcSet(image: Image | null | undefined): string | undefined {
  if (!image?.url) return undefined;
  return srcSetOf(variantsOf(image, true)) || undefined;
}
