import { apiClient, type SessionTokens } from '@doorloopjes/runtime';
import type { AuthResponse } from '../../types';
import { deviceTokenFor, keepDeviceToken } from '../deviceTokens';

/**
 * POST /api/auth/local. Resolves with the session's tokens; errors are classified by the caller. The device
 * token of an earlier login here goes along (the content service then counts failures for this
 * browser apart from strangers'), and the new one is kept.
 */
export async function login(identifier: string, password: string): Promise<SessionTokens> {
  const device = deviceTokenFor(identifier);
  const { data } = await apiClient.post<AuthResponse>(
    '/api/auth/local',
    { identifier, password },
    { skipAuth: true, ...(device ? { headers: { 'X-Device-Token': device } } : {}) },
  );
  if (!data.jwt) throw new Error('Geen token in het antwoord van de server.');
  if (data.deviceToken) keepDeviceToken(identifier, data.deviceToken);
  return { jwt: data.jwt, refreshToken: data.refreshToken };
}
