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
