/** A video on the video host: its numeric id and, for unlisted videos, the privacy hash. */
export interface VimeoVideo {
  id: string;
  hash?: string;
}

/**
 * Reads the id (and optional hash) from the forms editors paste: vimeo.com/123, vimeo.com/123/abc,
 * vimeo.com/channels/x/123, player.vimeo.com/video/123?h=abc. Anything else has no video.
 */
export function parseVimeoUrl(url: string | null | undefined): VimeoVideo | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (!/(^|\.)vimeo\.com$/i.test(parsed.hostname)) return null;
  const match = parsed.pathname.match(/\/(\d+)(?:\/([0-9a-z]+))?\/?$/i);
  if (!match?.[1]) return null;
  const hash = parsed.searchParams.get('h') ?? match[2];
  return hash ? { id: match[1], hash } : { id: match[1] };
}

/** The host's player, started at once (the user asked for it by opening the modal). */
export function embedUrl(video: VimeoVideo): string {
  const params = new URLSearchParams({ autoplay: '1' });
  if (video.hash) params.set('h', video.hash);
  return `https://player.vimeo.com/video/${video.id}?${params.toString()}`;
}
