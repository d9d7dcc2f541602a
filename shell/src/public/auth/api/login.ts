import { apiClient } from '@doorloopjes/shared';
import type { AuthResponse } from '../../types';

/** POST /api/auth/local. Resolves with the jwt; errors are classified by the caller. */
export async function login(identifier: string, password: string): Promise<string> {
  const { data } = await apiClient.post<AuthResponse>('/api/auth/local', { identifier, password }, { skipAuth: true });
  if (!data.jwt) throw new Error('Geen token in het antwoord van de server.');
  return data.jwt;
}
