import { apiClient } from '@doorloopjes/shared';

/**
 * GET /api/auth/email-confirmation. The content service answers with a redirect
 * to the platform, which a browser cannot follow across origins; the caller treats every
 * outcome as confirmed and keeps the details for debugging.
 */
export async function confirmEmail(confirmation: string): Promise<number> {
  const response = await apiClient.get('/api/auth/email-confirmation', {
    params: { confirmation },
    skipAuth: true,
  });
  return response.status;
}
