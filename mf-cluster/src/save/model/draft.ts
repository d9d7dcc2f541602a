import { STORAGE_KEYS } from '@doorloopjes/runtime';
import { type StoredClusterItem } from '@doorloopjes/shared';

/**
 * Unsaved work is kept in localStorage per user, so a reload (or a failed save) loses nothing.
 * It is removed once the cluster is saved. The draft remembers the saved version it started from,
 * so a save after a reload is still checked against what other devices saved meanwhile.
 */
export function draftKey(userId: number): string {
  return STORAGE_KEYS.clusterDraft(userId);
}

/**
 * The own version a user set aside when loading a newer cluster saved elsewhere, so it can be
 * put back (also after a reload) until it is restored or replaced.
 */
export function keptKey(userId: number): string {
  return STORAGE_KEYS.clusterKept(userId);
}

interface DraftEnvelope {
  version: 1;
  items: unknown;
  /** The saved cluster version the work is based on (absent in drafts of older builds). */
  baseVersion?: number;
}

export interface StoredDraft {
  /** The stored entries, still unchecked. */
  items: unknown[];
  baseVersion: number | null;
}

function readEnvelope(storage: Storage, key: string): StoredDraft | null {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<DraftEnvelope> | null;
    if (parsed && parsed.version === 1 && Array.isArray(parsed.items)) {
      return { items: parsed.items as unknown[], baseVersion: typeof parsed.baseVersion === 'number' ? parsed.baseVersion : null };
    }
  } catch {
    // A corrupt draft is worth nothing; fall through and drop it.
  }
  removeKey(storage, key);
  return null;
}

function writeEnvelope(storage: Storage, key: string, items: StoredClusterItem[], baseVersion: number): void {
  const envelope: DraftEnvelope = { version: 1, items, baseVersion };
  try {
    storage.setItem(key, JSON.stringify(envelope));
  } catch {
    // Storage full or unavailable: the canvas itself still holds the work.
  }
}

function removeKey(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/** The stored draft entries (still unchecked), or null when there is no readable draft. */
export function readDraft(storage: Storage, userId: number): unknown[] | null {
  return readEnvelope(storage, draftKey(userId))?.items ?? null;
}

/** The saved version the stored draft started from (null without a draft or for an old draft). */
export function readDraftBaseVersion(storage: Storage, userId: number): number | null {
  return readEnvelope(storage, draftKey(userId))?.baseVersion ?? null;
}

export function writeDraft(storage: Storage, userId: number, items: StoredClusterItem[], baseVersion = 0): void {
  writeEnvelope(storage, draftKey(userId), items, baseVersion);
}

export function clearDraft(storage: Storage, userId: number): void {
  removeKey(storage, draftKey(userId));
}

export function readKept(storage: Storage, userId: number): unknown[] | null {
  return readEnvelope(storage, keptKey(userId))?.items ?? null;
}

export function writeKept(storage: Storage, userId: number, items: StoredClusterItem[]): void {
  writeEnvelope(storage, keptKey(userId), items, 0);
}

export function clearKept(storage: Storage, userId: number): void {
  removeKey(storage, keptKey(userId));
}

/** What to restore on load: an unsaved draft wins over the profile, which is older by definition. */
export function chooseInitialSource(saved: unknown, draft: unknown[] | null): { entries: unknown; fromDraft: boolean } {
  if (draft !== null) return { entries: draft, fromDraft: true };
  return { entries: saved, fromDraft: false };
}
