export function answers(url: string, options?: { isUp?: (response: Response) => boolean; timeoutMs?: number }): Promise<boolean>;
export function waitFor(
  url: string,
  timeoutMs: number,
  name: string,
  options?: { isUp?: (response: Response) => boolean; intervalMs?: number; gaveUp?: () => string | null },
): Promise<void>;
export function waitUntil<T>(
  check: () => Promise<T | undefined> | T | undefined,
  options: { timeoutMs: number; timeoutMessage: string; intervalMs?: number; gaveUp?: () => string | null },
): Promise<T>;
