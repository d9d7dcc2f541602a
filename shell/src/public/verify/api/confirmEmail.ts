import { apiClient } from '@doorloopjes/runtime';

/**
 * GET /api/auth/email-confirmation. The content service answers with a redirect
 * to the platform, which a browser cannot follow across origins; the caller treats every
 * outcome as confirmed and keeps the details for debugging.
 */
export async function confirmEmail(confirmation: string): Promise<number> {
  // eslint-disable-next-line no-restricted-syntax -- an account step with a one-time code, not a content read: nothing for the contract test to repeat.
  const response = await apiClient.get('/api/auth/email-confirmation', {
    params: { confirmation },
    skipAuth: true,
  });
  return response.status;
}
