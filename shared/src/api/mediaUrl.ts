import { getRuntimeConfig } from '../config/runtimeConfig';
import type { Image } from '../types/entities';

/** Uploaded files come back as paths relative to the content service; make them absolute. */
export function mediaUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (/^(https?:)?\/\//i.test(url) || url.startsWith('data:')) return url;
  return `${getRuntimeConfig().contentUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The thumbnail variant when there is one, else the original. */
export function thumbnailUrl(image: Image | null | undefined): string | undefined {
  return mediaUrl(image?.formats?.thumbnail?.url ?? image?.url);
}

export interface ResponsiveImageAttributes {
  src: string;
  srcSet?: string;
  width?: number;
  height?: number;
}

/**
 * `src`, `srcSet` and intrinsic size of an uploaded image from the formats the content service
 * generated (and the original), so the browser picks the smallest file that fills the slot and
 * reserves the space before it arrives. `preferred` is the format used as `src` when present.
 */
export function responsiveImage(image: Image | null | undefined, preferred: 'small' | 'medium' | 'large' = 'medium'): ResponsiveImageAttributes | undefined {
  if (!image?.url) return undefined;
  const candidates = [...Object.values(image.formats ?? {}), image].filter((format) => format?.url && format.width);
  const byWidth = new Map<number, string>();
  for (const format of candidates) if (format?.width && !byWidth.has(format.width)) byWidth.set(format.width, mediaUrl(format.url) ?? '');
  const srcSet = [...byWidth.entries()]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ');
  const main = image.formats?.[preferred] ?? image;
  return {
    src: mediaUrl(main.url) ?? '',
    ...(srcSet ? { srcSet } : {}),
    ...(main.width && main.height ? { width: main.width, height: main.height } : {}),
  };
}
