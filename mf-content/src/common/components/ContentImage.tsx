import { Picture, thumbnailUrl, type Image } from '@doorloopjes/shared';

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
 * every generated width as srcset (WebP first, see Picture) and their intrinsic size (the space
 * is reserved before load).
 */
export function ContentImage({ image, className, thumbnail = false, alt }: ContentImageProps) {
  if (!image?.url) return null;
  const text = alt ?? image.alternativeText ?? '';
  if (thumbnail) return <img className={className} src={thumbnailUrl(image)} alt={text} loading="lazy" decoding="async" />;
  return <Picture image={image} preferred="large" className={className} sizes="(max-width: 768px) 100vw, 900px" alt={text} loading="lazy" decoding="async" />;
}
