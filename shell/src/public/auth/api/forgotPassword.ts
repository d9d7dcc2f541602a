import { apiClient } from '@doorloopjes/runtime';

/** Asks the content service to e-mail a reset link. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiClient.post('/api/auth/forgot-password', { email }, { skipAuth: true });
}
