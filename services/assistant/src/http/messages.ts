/**
 * Every Dutch text the service sends to the chat. The chat shows `error` verbatim (see
 * docs/product.md, 'Forms and messages'), so these are user-facing strings.
 */
export const messages = {
  missingToken: 'Je bent niet ingelogd. Log in om de assistent te gebruiken.',
  invalidToken: 'Je sessie is verlopen of ongeldig. Log opnieuw in.',
  authUnavailable: 'De inlogcontrole is tijdelijk niet beschikbaar. Probeer het later opnieuw.',
  invalidJson: 'Het verzoek bevat geen geldige JSON.',
  unsupportedMediaType: 'Het verzoek moet JSON zijn (Content-Type: application/json).',
  bodyTooLarge: 'Het verzoek is te groot.',
  emptyMessage: 'Het bericht mag niet leeg zijn.',
  messageTooLong: 'Het bericht is te lang (maximaal 8000 tekens).',
  invalidSessionId: 'Ongeldige sessie-id.',
  missingSessionId: 'Geef een sessie-id op.',
  invalidRequest: 'Ongeldig verzoek.',
  sessionNotFound: 'Deze sessie bestaat niet of hoort niet bij jouw account.',
  rateLimited: 'Je hebt te veel berichten verstuurd. Wacht een minuut en probeer het opnieuw.',
  modelUnavailable: 'De AI-dienst is op dit moment niet bereikbaar. Probeer het later opnieuw.',
  modelTimeout: 'De AI-dienst reageerde niet op tijd. Probeer het later opnieuw.',
  serviceOnly: 'Alleen de contentdienst mag dit opvragen.',
  invalidUserId: 'Ongeldige gebruikers-id.',
  notFound: 'Deze pagina bestaat niet.',
  internal: 'Sorry, er ging iets mis. Probeer later opnieuw.',
} as const;

export const MAX_MESSAGE_LENGTH = 8000;
