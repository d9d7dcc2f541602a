/** A video on the video host: its numeric id and, for unlisted videos, the privacy hash. */
export interface VimeoVideo {
  id: string;
  /** The privacy hash of an unlisted video ('h' parameter of the player). */
  hash?: string;
}

/**
 * Takes the numeric video id and the optional hash from a Vimeo link, in the forms editors paste,
 * with or without https://: vimeo.com/123, vimeo.com/123/abcdef, vimeo.com/channels/x/123,
 * player.vimeo.com/video/123?h=abcdef. Anything else gives null, so the page shows its
 * placeholder instead of a broken player. The landing page and the guides both read links here.
 */
export function parseVimeoLink(link: string | null | undefined): VimeoVideo | null {
  const trimmed = link?.trim();
  if (!trimmed) return null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if (!/(^|\.)vimeo\.com$/i.test(url.hostname)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const idIndex = segments.findIndex((segment) => /^\d+$/.test(segment));
  if (idIndex === -1) return null;
  const id = segments[idIndex] as string;
  const pathHash = segments[idIndex + 1];
  const hash = url.searchParams.get('h') ?? (pathHash && /^[0-9a-z]+$/i.test(pathHash) ? pathHash : undefined);
  return hash ? { id, hash } : { id };
}

export interface PlayerOptions {
  /** Start at once (the user asked for it by opening a modal). */
  autoplay?: boolean;
  /** Ask the host not to track the viewer (the public landing page). */
  doNotTrack?: boolean;
}

/** The host's player address for a video. */
export function vimeoPlayerUrl(video: VimeoVideo, { autoplay = false, doNotTrack = false }: PlayerOptions = {}): string {
  const params = new URLSearchParams();
  if (autoplay) params.set('autoplay', '1');
  if (video.hash) params.set('h', video.hash);
  if (doNotTrack) params.set('dnt', '1');
  return `https://player.vimeo.com/video/${video.id}?${params.toString()}`;
}

/** oEmbed thumbnails end in a size ('_295x166'); ask for the 640 px wide variant instead. */
export function vimeoThumbnail640(thumbnailUrl: string): string {
  return thumbnailUrl.replace(/_\d+(?:x\d+)?(?=[.?#]|$)/, '_640');
}
