import { readStored, STORAGE_KEYS, writeStored } from '@doorloopjes/runtime';

/** The accounts of one browser are few; older entries make room. */
const MAX_ACCOUNTS = 5;

const accountOf = (identifier: string) => identifier.trim().toLowerCase();

function readAll(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(readStored('local', STORAGE_KEYS.loginDevices) ?? '{}');
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

function writeAll(all: Record<string, string>): void {
  // Storage unavailable (private mode): the browser simply stays unknown.
  writeStored('local', STORAGE_KEYS.loginDevices, JSON.stringify(all));
}

/** Keeps the token of a successful login (the newest account last, the oldest dropped). */
export function keepDeviceToken(identifier: string, token: string): void {
  const all = readAll();
  delete all[accountOf(identifier)];
  const kept = Object.entries(all).slice(-(MAX_ACCOUNTS - 1));
  writeAll(Object.fromEntries([...kept, [accountOf(identifier), token]]));
}

/** Forgets the account's token (its account was deleted: nothing of it stays in this browser). */
export function forgetDeviceToken(identifier: string): void {
  const all = readAll();
  if (!(accountOf(identifier) in all)) return;
  delete all[accountOf(identifier)];
  writeAll(all);
}
