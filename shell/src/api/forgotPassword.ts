import { apiClient } from '@doorloopjes/shared';

/** SPEC call 2: asks the content service to e-mail a reset link. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiClient.post('/api/auth/forgot-password', { email }, { skipAuth: true });
}
