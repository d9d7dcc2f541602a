import { apiClient, type SessionTokens } from '@doorloopjes/runtime';
import { type RegistrationPayload } from '@doorloopjes/shared';
import type { AuthResponse } from '../../types';

/**
 * POST /api/auth/local/register. Resolves with the session's tokens when the account may log in at once, or null when the
 * e-mail address must be confirmed first.
 */
export async function register(payload: RegistrationPayload): Promise<SessionTokens | null> {
  const { data } = await apiClient.post<AuthResponse>('/api/auth/local/register', payload, { skipAuth: true });
  return data.jwt ? { jwt: data.jwt, refreshToken: data.refreshToken } : null;
}
