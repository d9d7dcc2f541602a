import type { ImgHTMLAttributes } from 'react';
import { responsiveImage, webpSrcSet } from '../api/mediaUrl';
import type { Image } from '@doorloopjes/content-types';

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> {
  image: Image | null | undefined;
  /** The variant used as the fallback `src` (see responsiveImage). */
  preferred?: 'small' | 'medium' | 'large';
  /** The slot's width per layout; also applies to the WebP source. */
  sizes: string;
  alt: string;
}

/**
 * An uploaded image as `<picture>`: the WebP variants first (every current browser takes them),
 * the original format's variants as the `<img>` fallback with intrinsic width/height. The picture
 * element is `display: contents`, so the `<img>` keeps its place in flex and grid layouts.
 */
export function Picture({ image, preferred, sizes, alt, ...imgProps }: PictureProps) {
  const attributes = responsiveImage(image, preferred);
  if (!attributes) return null;
  const webp = webpSrcSet(image);
  return (
    <picture style={{ display: 'contents' }}>
      {webp && <source type="image/webp" srcSet={webp} sizes={sizes} />}
      <img {...attributes} sizes={sizes} alt={alt} {...imgProps} />
    </picture>
  );
}
