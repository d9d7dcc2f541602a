import { mediaUrl, thumbnailUrl, type Image } from '@doorloopjes/shared';

interface ContentImageProps {
  image: Image | null | undefined;
  className?: string;
  /** Use the thumbnail variant (cards, avatars) instead of the original. */
  thumbnail?: boolean;
  /** Empty for decorative images whose meaning the text next to them already carries. */
  alt?: string;
}

/** An uploaded image, with its URL made absolute; nothing when there is no image. */
export function ContentImage({ image, className, thumbnail = false, alt }: ContentImageProps) {
  const src = thumbnail ? thumbnailUrl(image) : mediaUrl(image?.url);
  if (!image || !src) return null;
  return <img className={className} src={src} alt={alt ?? image.alternativeText ?? ''} loading="lazy" />;
}
