import { removeStored, STORAGE_KEYS } from '@doorloopjes/runtime';
import { forgetDeviceToken } from '../public/auth/deviceTokens';

/**
 * What this browser keeps of an account beyond a logout, removed once the account is deleted:
 * its unsaved and set-aside clusters (kept over logouts, as they are unsaved work) and the
 * device token of its logins (kept so the owner's browser stays trusted). A logout clears the rest.
 */
export function forgetDeletedAccount(account: { id: number; email: string }): void {
  removeStored('local', STORAGE_KEYS.clusterDraft(account.id), STORAGE_KEYS.clusterKept(account.id));
  forgetDeviceToken(account.email);
}
