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

/** The fixed sentences of an no-model answer that recommends content. */
export const answerTexts = {
  found: 'Dit vond ik op het platform bij je vraag:',
  /** No item covers the question, but these come closest (a question about teaching). */
  closestGuides: 'Er is geen doorloopje precies hierover; deze komen het dichtst in de buurt:',
  nothingFound: 'Ik vond geen doorloopjes of achtergronden die bij je vraag passen. Probeer het met andere woorden.',
  contentUnavailable:
    'De inhoud van het platform is op dit moment niet beschikbaar, dus ik kan nog geen doorloopjes of artikelen aanraden. Probeer het over een paar minuten opnieuw.',
} as const;

/** The fixed sentences of an no-model lesson plan, summary or tips (composed from the guides). */
export const guideAnswerTexts = {
  /** Stands in for the subject when the request names none. */
  unnamedSubject: 'het onderwerp van de les',
  noSubject:
    'Je noemde geen onderwerp. Waarover gaat de les? Noem het onderwerp (bijvoorbeeld het hoofdstuk uit je methode), dan maak ik de activiteiten daarover. Hieronder staat alvast het plan met de aanpak van het doorloopje.',
  ownContent: (subject: string) =>
    `De opbouw komt uit het doorloopje; de inhoud over ${subject} kies je zelf uit je eigen methode. Dit plan voegt geen vakkennis toe.`,
  builtFromGuides: 'Samengesteld uit de doorloopjes van het platform, zonder taalmodel.',
  tipsHeading: (focus: string | undefined) => (focus ? `## Tips voor ${focus}` : '## Tips'),
  tipsIntro: (focus: string | undefined) =>
    focus ? `Uit de doorloopjes van het platform, gekozen voor ${focus}:` : 'Uit de doorloopjes van het platform:',
} as const;
