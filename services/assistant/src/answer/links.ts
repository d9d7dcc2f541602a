import type { ContentIndex } from '../retrieval/contentIndex.js';
import type { ContentItem, ContentKind } from '../catalogue/types.js';

/** The platform's detail route per kind. */
const ROUTE_PREFIX: Record<ContentKind, string> = {
  doorloopje: '/doorloopjes/',
  artikel: '/artikel/',
  why: '/why/',
  how: '/how/',
};

/** Overview pages that always exist, so answers may point to them without an indexed item. */
const STATIC_PAGES = new Set(['/doorloopjes', '/achtergronden', '/webinars', '/nieuws', '/dashboard']);

export function pagePath(item: ContentItem): string {
  return `${ROUTE_PREFIX[item.kind]}${encodeURIComponent(item.slug)}`;
}

/** A markdown link to an item's page, with the title escaped so it cannot break the markup. */
export function markdownLink(item: ContentItem): string {
  return `[${escapeLinkText(item.title)}](${pagePath(item)})`;
}

export function escapeLinkText(text: string): string {
  return text.replace(/([\\[\]])/g, '\\$1');
}

/** The item a platform path points to, e.g. `/artikel/leesbegrip` -> the article. */
export function itemForPath(index: ContentIndex, path: string | undefined): ContentItem | undefined {
  if (!path) return undefined;
  const clean = path.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
  for (const [kind, prefix] of Object.entries(ROUTE_PREFIX) as [ContentKind, string][]) {
    if (clean.startsWith(prefix)) {
      const slug = decodeSafely(clean.slice(prefix.length));
      return slug && !slug.includes('/') ? index.get(kind, slug) : undefined;
    }
  }
  return undefined;
}

export function isExistingPage(index: ContentIndex, path: string): boolean {
  const clean = path.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
  return STATIC_PAGES.has(clean) || itemForPath(index, clean) !== undefined;
}

function decodeSafely(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
