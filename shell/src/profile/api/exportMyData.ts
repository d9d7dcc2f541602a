import { apiClient } from '@doorloopjes/runtime';

/** The export document; the shell only adds the browser's own choices to it before saving. */
export interface MyDataExport {
  choices?: { cookies?: { storedIn?: string; consent?: string | null } };
  [section: string]: unknown;
}

/** GET /api/users/me/export: everything the platform keeps about the logged-in teacher. */
export async function exportMyData(): Promise<MyDataExport> {
  // eslint-disable-next-line no-restricted-syntax -- an account action (rate-limited, audited), not a content read: the own-data API tests cover it.
  const { data } = await apiClient.get<MyDataExport>('/api/users/me/export');
  return data;
}
