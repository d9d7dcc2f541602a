import { STORAGE_KEYS } from '@doorloopjes/shared';

/** The accounts of one browser are few; older entries make room. */
const MAX_ACCOUNTS = 5;

const accountOf = (identifier: string) => identifier.trim().toLowerCase();

function readAll(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.loginDevices) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
      : {};
  } catch {
    return {};
  }
}

/** The device token this browser got for the account, if any. */
export function deviceTokenFor(identifier: string): string | undefined {
  return readAll()[accountOf(identifier)];
}

/** Keeps the token of a successful login (the newest account last, the oldest dropped). */
export function keepDeviceToken(identifier: string, token: string): void {
  const all = readAll();
  delete all[accountOf(identifier)];
  const kept = Object.entries(all).slice(-(MAX_ACCOUNTS - 1));
  try {
    localStorage.setItem(STORAGE_KEYS.loginDevices, JSON.stringify(Object.fromEntries([...kept, [accountOf(identifier), token]])));
  } catch {
    // Storage unavailable (private mode): the browser simply stays unknown.
  }
}
