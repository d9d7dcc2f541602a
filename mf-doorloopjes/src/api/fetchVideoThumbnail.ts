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
  return typeof body.thumbnail_url === 'string' ? thumbnail640(body.thumbnail_url) : null;
}

/** oEmbed thumbnails end in a size ('_295x166'); ask for the 640 px wide variant instead. */
export function thumbnail640(thumbnailUrl: string): string {
  return thumbnailUrl.replace(/_\d+(?:x\d+)?(?=[.?#]|$)/, '_640');
}
