import { useEffect, useState } from 'react';
import { fetchVideoThumbnail } from '../api/fetchVideoThumbnail';

/** Thumbnails do not change while the page is open; remember them across guides. */
const cache = new Map<string, string | null>();

/** The 640 px thumbnail, or null while loading and when oEmbed fails (the badge works without). */
export function useVideoThumbnail(videoUrl: string): string | null {
  const [thumbnail, setThumbnail] = useState<string | null>(() => cache.get(videoUrl) ?? null);

  useEffect(() => {
    if (cache.has(videoUrl)) {
      setThumbnail(cache.get(videoUrl) ?? null);
      return;
    }
    setThumbnail(null);
    let current = true;
    fetchVideoThumbnail(videoUrl)
      .then((url) => {
        cache.set(videoUrl, url);
        if (current) setThumbnail(url);
      })
      .catch((error: unknown) => {
        // Not cached: a network hiccup should not hide the thumbnail for the rest of the visit.
        if (current) console.warn('Videominiatuur kon niet worden geladen.', error);
      });
    return () => {
      current = false;
    };
  }, [videoUrl]);

  return thumbnail;
}

/** For tests: forget what was fetched. */
export function clearVideoThumbnailCache(): void {
  cache.clear();
}
