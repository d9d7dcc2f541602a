import { useSyncExternalStore } from 'react';

/**
 * The preview credential of this page (the shell's /voorbeeld page, opened from the content
 * service's admin panel). While one is set, every content read (`getContent`) asks for drafts
 * (`status=draft`) with `Authorization: Preview <credential>` instead of a teacher's or visitor's
 * token: drafts are readable with it only. It lives in memory for the page's life; the shell
 * boots such a page without the persisted query cache, so nothing read with it is kept.
 */
interface PreviewState {
  credential: string;
  /** The content service refused it (expired or forged): the page says so. */
  refused: boolean;
}

let state: PreviewState | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Starts previewing drafts with `credential` (the shell's preview page, before its first read). */
export function startPreview(credential: string): void {
  state = { credential, refused: false };
  notify();
}

/** The credential to read drafts with, or null when this page is no preview. */
export function previewCredential(): string | null {
  return state?.credential ?? null;
}

/** The content service answered 401 to the credential: it expired or was never valid. */
export function markPreviewRefused(): void {
  if (!state || state.refused) return;
  state = { ...state, refused: true };
  notify();
}

const isRefused = () => state?.refused === true;
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once the content service refused this page's preview credential. */
export function usePreviewRefused(): boolean {
  return useSyncExternalStore(subscribe, isRefused, isRefused);
}

/** Ends the preview (tests; a page leaves preview only by loading another address). */
export function stopPreview(): void {
  state = null;
  notify();
}
