import { apiClient, setToken } from '@doorloopjes/runtime';
import type { PasswordFormValues } from '../passwordForm';

/** POST /api/auth/change-password. The content service answers with a fresh token, which replaces the old one. */
export async function changePassword(values: PasswordFormValues): Promise<void> {
  const { data } = await apiClient.post<{ jwt?: string }>('/api/auth/change-password', values);
  if (data?.jwt) setToken(data.jwt);
}
