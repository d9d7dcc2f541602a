/**
 * React's report of an error it recovered from, such as a hydration mismatch (it then renders the
 * part itself and the server's markup is replaced). Production builds of React say nothing about
 * these by default; written to the console so they are seen (e2e/tests/logged-in-first-load.spec.ts
 * fails on any).
 */
export function reportRecoverableError(error: unknown, errorInfo: { componentStack?: string }): void {
  console.error('[hydration] React herstelde een fout (de server-HTML is vervangen):', error, errorInfo.componentStack ?? '');
}
