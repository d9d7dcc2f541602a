// The shell's Content-Security-Policy, built from its environment's files: scripts (and styles,
// manifests) only from the shell itself and the remote origins remotes.json lists; API calls
// also to the content and assistant services config.json names. No eval, no inline scripts but
// the one a logged-in page's HTML starts its session's loads with, allowed by its hash.
import { join } from 'node:path';
import { asRecord, readJson } from './files';

function originOf(url: unknown): string | null {
  try {
    return new URL(String(url)).origin;
  } catch {
    return null;
  }
}

const sortedOrigins = (urls: unknown[]): string[] => [...new Set(urls.map(originOf).filter((origin): origin is string => origin !== null))].sort();

/** Every origin remotes.json lists (enabled or not: switching one on needs no server restart). */
export function remoteOrigins(registry: unknown): string[] {
  const remotes = asRecord(asRecord(registry)?.remotes);
  return sortedOrigins(remotes ? Object.values(remotes).map((entry) => asRecord(entry)?.manifest) : []);
}

/** The content and assistant services' origins config.json names. */
export function serviceOrigins(config: unknown): string[] {
  const record = asRecord(config);
  return record ? sortedOrigins([record.contentUrl, record.assistantUrl]) : [];
}

/** The video host's oEmbed endpoint: a guide's video thumbnail is looked up there. */
const VIDEO_OEMBED_ORIGIN = 'https://vimeo.com';
/** Where those thumbnails are served from: the one image origin outside the platform. */
const VIDEO_THUMBNAIL_ORIGIN = 'https://i.vimeocdn.com';

export interface CspSources {
  remotes: string[];
  services: string[];
  /** Extra script sources: the hashes of the inline scripts a page the server filled in carries. */
  scripts?: string[];
  /**
   * Who else may frame the page. Only the editors' preview (/voorbeeld) names one: the content
   * service, whose admin panel shows it in Strapi's Preview.
   */
  frameAncestors?: string[];
}

export function buildCsp({ remotes, services, scripts = [], frameAncestors = [] }: CspSources): string {
  const own = ["'self'", ...remotes];
  return [
    "default-src 'self'",
    `script-src ${[...own, ...scripts].join(' ')}`,
    // React sets style attributes and some widgets inject <style>; styles cannot run code.
    `style-src ${own.join(' ')} 'unsafe-inline'`,
    `connect-src ${[...own, ...services, VIDEO_OEMBED_ORIGIN].join(' ')}`,
    // Images only from the platform (and the video thumbnails): an image URL elsewhere, planted
    // in content or a model's answer, could carry a teacher's data out without a click.
    `img-src ${[...own, ...services, VIDEO_THUMBNAIL_ORIGIN].join(' ')} data: blob:`,
    `media-src ${[...own, ...services].join(' ')} blob:`,
    `font-src ${own.join(' ')} data:`,
    // The video player, and webinar registration forms hosted wherever the editors chose (any
    // https page; a frame runs in its own origin and cannot reach this page).
    'frame-src https:',
    // The service worker (/sw.js) and the web app manifest come from the shell itself.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${["'self'", ...frameAncestors].join(' ')}`,
  ].join('; ');
}

export interface FolderCspOptions {
  scripts?: string[];
  /** The content service (its admin panel) may frame the page. */
  framedByContentService?: boolean;
}

/** Reads the environment's files on every call, so an edited registry needs no restart. */
export function cspForFolder(folder: string, { scripts = [], framedByContentService = false }: FolderCspOptions = {}): string {
  const config = readJson(join(folder, 'config.json'));
  const contentOrigin = originOf(asRecord(config)?.contentUrl);
  return buildCsp({
    remotes: remoteOrigins(readJson(join(folder, 'remotes.json'))),
    services: serviceOrigins(config),
    scripts,
    frameAncestors: framedByContentService && contentOrigin ? [contentOrigin] : [],
  });
}
