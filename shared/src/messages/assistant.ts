/** mf-assistant: chat and launcher (SPEC 4, 5, 8). */
export const assistantMessages = {
  invalidResponse: 'Ongeldig antwoord van de server.',
  genericError: 'Sorry, er ging iets mis. Probeer later opnieuw.',
  resetFailed: 'Kon de sessie niet resetten. Probeer later opnieuw.',
  httpError: (status: number, statusText: string) => `HTTP ${status} ${statusText}`.trim(),
} as const;
