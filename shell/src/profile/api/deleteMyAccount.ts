import { apiClient } from '@doorloopjes/runtime';

/**
 * POST /api/users/me/delete with her password: deletes the account and everything kept about it.
 * A wrong password is a 400 (never a 401, which would log her out) and removes nothing.
 */
export async function deleteMyAccount(password: string): Promise<void> {
  await apiClient.post('/api/users/me/delete', { password });
}
