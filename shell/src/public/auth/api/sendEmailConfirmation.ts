import { apiClient } from '@doorloopjes/runtime';

/** Sends the confirmation e-mail again. */
export async function sendEmailConfirmation(email: string): Promise<void> {
  await apiClient.post('/api/auth/send-email-confirmation', { email }, { skipAuth: true });
}
