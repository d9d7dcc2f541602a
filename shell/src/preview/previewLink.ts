import { STORAGE_KEYS, readStored, writeStored } from '@doorloopjes/runtime';

/**
 * The preview page's address, as the content service's admin panel opens it
 * (services/cms/src/preview/preview-url.js): `/voorbeeld?pad=<page>&status=draft#token=<credential>`.
 */
export const PREVIEW_PATH = '/voorbeeld';

export function isPreviewPath(pathname: string): boolean {
  return pathname === PREVIEW_PATH || pathname === `${PREVIEW_PATH}/`;
}

const ANY_ORIGIN = 'http://platform.invalid';

/**
 * The platform page a preview link names (path and query), or null when it names none: only an
 * address on the platform itself, never another site or the preview page again.
 */
export function previewedPage(search: string): string | null {
  const pad = new URLSearchParams(search).get('pad');
  if (!pad || !pad.startsWith('/') || pad.startsWith('//') || pad.includes('\\')) return null;
  const url = new URL(pad, ANY_ORIGIN);
  if (url.origin !== ANY_ORIGIN || isPreviewPath(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

/** The preview page's address for `page` (what the address bar shows while previewing it). */
export function previewAddress(page: string): string {
  return `${PREVIEW_PATH}?${new URLSearchParams({ pad: page, status: 'draft' })}`;
}

/**
 * The preview credential: taken from the link's fragment and removed from the address at once
 * (a copied address does not carry it), kept for this tab only so a reload still shows the
 * preview until the credential expires. Null when the link has none and this tab kept none.
 */
export function takePreviewCredential(win: Window = window): string | null {
  const fromLink = new URLSearchParams(win.location.hash.slice(1)).get('token');
  if (fromLink) {
    win.history.replaceState(win.history.state, '', `${win.location.pathname}${win.location.search}`);
    // Without storage the preview works until a reload.
    writeStored('session', STORAGE_KEYS.previewCredential, fromLink);
    return fromLink;
  }
  return readStored('session', STORAGE_KEYS.previewCredential);
}
