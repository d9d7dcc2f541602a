import { responsiveImage, thumbnailUrl, type Image } from '@doorloopjes/shared';

interface ContentImageProps {
  image: Image | null | undefined;
  className?: string;
  /** Use the thumbnail variant (cards, avatars) instead of the original. */
  thumbnail?: boolean;
  /** Empty for decorative images whose meaning the text next to them already carries. */
  alt?: string;
}

/**
 * An uploaded image, with its URL made absolute; nothing when there is no image. Full images get
 * every generated width as srcset and their intrinsic size (the space is reserved before load).
 */
export function ContentImage({ image, className, thumbnail = false, alt }: ContentImageProps) {
  const attributes = thumbnail ? { src: thumbnailUrl(image) } : responsiveImage(image, 'large');
  if (!image || !attributes?.src) return null;
  return <img className={className} {...attributes} sizes={thumbnail ? undefined : '(max-width: 768px) 100vw, 900px'} alt={alt ?? image.alternativeText ?? ''} loading="lazy" decoding="async" />;
}
