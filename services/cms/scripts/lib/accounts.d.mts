export interface Account {
  email: string;
  password: string;
}
export function adminToken(baseUrl: string): Promise<string>;
export function createConfirmedAccounts(
  baseUrl: string,
  options: { count: number; prefix: string; password?: string; concurrency?: number },
): Promise<Account[]>;
export function loginRequest(
  baseUrl: string,
  identifier: string,
  password: string,
  headers?: Record<string, string>,
): Promise<{ status: number; json: unknown; headers: Headers }>;
