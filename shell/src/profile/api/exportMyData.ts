import { apiClient } from '@doorloopjes/shared';

/** The export document; the shell only adds the browser's own choices to it before saving. */
export interface MyDataExport {
  choices?: { cookies?: { storedIn?: string; consent?: string | null } };
  [section: string]: unknown;
}

/** GET /api/users/me/export: everything the platform keeps about the logged-in teacher. */
export async function exportMyData(): Promise<MyDataExport> {
  const { data } = await apiClient.get<MyDataExport>('/api/users/me/export');
  return data;
}
