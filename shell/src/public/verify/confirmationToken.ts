/** The accepted names of the confirmation token in the query string, in order. */
export const CONFIRMATION_PARAMS = ['confirmation', 'token', 'code', 'confirmationToken'] as const;

export function findConfirmationToken(params: URLSearchParams): string | null {
  for (const name of CONFIRMATION_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) return value;
  }
  return null;
}
