export interface VimeoVideo {
  id: string;
  /** The privacy hash of an unlisted video ('h' parameter of the player). */
  hash?: string;
}

const HASH = /^[0-9a-f]{6,}$/i;

/**
 * Takes the numeric video id and the optional hash from a Vimeo link, in the forms editors paste:
 * vimeo.com/123, vimeo.com/123/abcdef, vimeo.com/channels/x/123, player.vimeo.com/video/123?h=abcdef.
 * Anything else gives null, so the page shows its placeholder instead of a broken player.
 */
export function parseVimeoLink(link: string | null | undefined): VimeoVideo | null {
  if (!link?.trim()) return null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(link.trim()) ? link.trim() : `https://${link.trim()}`);
  } catch {
    return null;
  }
  if (!/(^|\.)vimeo\.com$/i.test(url.hostname)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const idIndex = segments.findIndex((segment) => /^\d+$/.test(segment));
  if (idIndex === -1) return null;
  const id = segments[idIndex] as string;
  const pathHash = segments[idIndex + 1];
  const hash = url.searchParams.get('h') ?? (pathHash && HASH.test(pathHash) ? pathHash : undefined);
  return hash ? { id, hash } : { id };
}

/** The player address for an embedded video. */
export function vimeoEmbedUrl(video: VimeoVideo): string {
  const params = new URLSearchParams();
  if (video.hash) params.set('h', video.hash);
  params.set('dnt', '1');
  return `https://player.vimeo.com/video/${video.id}?${params.toString()}`;
}
