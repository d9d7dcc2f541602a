import { apiClient, setSessionTokens, type SessionTokens } from '@doorloopjes/runtime';
import type { PasswordFormValues } from '../passwordForm';

/**
 * POST /api/auth/change-password. The content service ends every session of the account and
 * answers with a new one for this device, whose tokens replace the old ones.
 */
export async function changePassword(values: PasswordFormValues): Promise<void> {
  const { data } = await apiClient.post<Partial<SessionTokens>>('/api/auth/change-password', values);
  if (data?.jwt) setSessionTokens({ jwt: data.jwt, refreshToken: data.refreshToken });
}
