import { vimeoThumbnail640 } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';

/** The query key of one video's thumbnail. */
export const videoThumbnailKeys = {
  all: ['video-thumbnail'] as const,
  of: (videoUrl: string) => [...videoThumbnailKeys.all, videoUrl] as const,
};

export const OEMBED_ENDPOINT = 'https://vimeo.com/api/oembed.json';

/**
 * The video host's oEmbed answer gives the thumbnail. A plain fetch, not the platform's api
 * client: this is another origin and must never receive the user's token. No timeout is needed:
 * while it is pending the badge simply shows no thumbnail.
 */
export async function fetchVideoThumbnail(videoUrl: string): Promise<string | null> {
  const response = await fetch(`${OEMBED_ENDPOINT}?url=${encodeURIComponent(videoUrl)}`);
  if (!response.ok) throw new Error(`oEmbed ${response.status}`);
  const body = (await response.json()) as { thumbnail_url?: unknown };
  return typeof body.thumbnail_url === 'string' ? vimeoThumbnail640(body.thumbnail_url) : null;
}

/**
 * Thumbnails do not change while the page is open: an answer is kept for the whole visit and
 * never refetched. A failure is not kept (a network hiccup should not hide the thumbnail for the
 * rest of the visit) and not retried: the badge works without it.
 */
export const videoThumbnailQuery = (videoUrl: string) =>
  queryOptions({
    queryKey: videoThumbnailKeys.of(videoUrl),
    queryFn: () =>
      fetchVideoThumbnail(videoUrl).catch((error: unknown) => {
        console.warn('Videominiatuur kon niet worden geladen.', error);
        throw error;
      }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
