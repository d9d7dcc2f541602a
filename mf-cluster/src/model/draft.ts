import type { StoredClusterItem } from '@doorloopjes/shared';

/**
 * Unsaved work is kept in localStorage per user, so a reload (or a failed save) loses nothing.
 * It is removed once the cluster is saved.
 */
export function draftKey(userId: number): string {
  return `cluster_builder_draft:${userId}`;
}

interface DraftEnvelope {
  version: 1;
  items: unknown;
}

/** The stored draft entries (still unchecked), or null when there is no readable draft. */
export function readDraft(storage: Storage, userId: number): unknown[] | null {
  let raw: string | null;
  try {
    raw = storage.getItem(draftKey(userId));
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<DraftEnvelope> | null;
    if (parsed && parsed.version === 1 && Array.isArray(parsed.items)) return parsed.items as unknown[];
  } catch {
    // A corrupt draft is worth nothing; fall through and drop it.
  }
  clearDraft(storage, userId);
  return null;
}

export function writeDraft(storage: Storage, userId: number, items: StoredClusterItem[]): void {
  const envelope: DraftEnvelope = { version: 1, items };
  try {
    storage.setItem(draftKey(userId), JSON.stringify(envelope));
  } catch {
    // Storage full or unavailable: the canvas itself still holds the work.
  }
}

export function clearDraft(storage: Storage, userId: number): void {
  try {
    storage.removeItem(draftKey(userId));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/** What to restore on load: an unsaved draft wins over the profile, which is older by definition. */
export function chooseInitialSource(saved: unknown, draft: unknown[] | null): { entries: unknown; fromDraft: boolean } {
  if (draft !== null) return { entries: draft, fromDraft: true };
  return { entries: saved, fromDraft: false };
}
