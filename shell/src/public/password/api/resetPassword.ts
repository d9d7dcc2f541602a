import { apiClient } from '@doorloopjes/runtime';

/** Sets a new password with the code from the e-mailed link. */
export async function resetPassword(code: string, password: string, passwordConfirmation: string): Promise<void> {
  await apiClient.post('/api/auth/reset-password', { code, password, passwordConfirmation }, { skipAuth: true });
}
