/**
 * Web storage that may be unavailable (private modes, storage blocked, quota): the one place that
 * catches it. A read then finds nothing, a write or removal is skipped and says so (false), and
 * every caller goes on as if nothing had been kept: a preference is forgotten, never an error.
 */
export type StorageArea = 'local' | 'session';

/** Even reaching `localStorage` can throw (a SecurityError when storage is blocked). */
function storageOf(area: StorageArea): Storage {
  return area === 'local' ? localStorage : sessionStorage;
}

/** The stored value, or null when there is none or storage is unavailable. */
export function readStored(area: StorageArea, key: string): string | null {
  try {
    return storageOf(area).getItem(key);
  } catch {
    return null;
  }
}

/** Stores the value; false when storage is unavailable or full. */
export function writeStored(area: StorageArea, key: string, value: string): boolean {
  try {
    storageOf(area).setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes the keys; false when storage is unavailable (there is then nothing to remove). */
export function removeStored(area: StorageArea, ...keys: string[]): boolean {
  try {
    const storage = storageOf(area);
    for (const key of keys) storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}
