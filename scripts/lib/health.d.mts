export function answers(url: string, options?: { isUp?: (response: Response) => boolean; timeoutMs?: number }): Promise<boolean>;
export function waitFor(
  url: string,
  timeoutMs: number,
  name: string,
  options?: { isUp?: (response: Response) => boolean; intervalMs?: number; gaveUp?: () => string | null },
): Promise<void>;
