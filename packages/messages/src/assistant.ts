/** mf-assistant: chat and launcher. */
export const assistantMessages = {
  // Contract strings.
  invalidResponse: 'Ongeldig antwoord van de server.',
  genericError: 'Sorry, er ging iets mis. Probeer later opnieuw.',
  resetFailed: 'Kon de sessie niet resetten. Probeer later opnieuw.',
  httpError: (status: number, statusText: string) => `HTTP ${status} ${statusText}`.trim(),

  // Chat surface.
  title: 'AI-assistent',
  welcome:
    'Hoi! Ik ben de AI-assistent van Doorloopjes. Stel me een vraag, laat me een lesplan maken of vraag om een samenvatting van een doorloopje.',
  resetNotice: 'Het gesprek is gereset. Je kunt een nieuw gesprek beginnen.',
  waiting: 'De assistent denkt na...',
  // Said once to screen-reader users when a reply is complete (the streamed pieces are not read).
  replyAnnouncement: (text: string) => `Antwoord van de AI-assistent: ${text}`,
  loadingHistory: 'Gesprek wordt geladen...',
  queued: 'In de wachtrij',
  inputLabel: 'Je vraag aan de AI-assistent',
  inputPlaceholder: 'Stel een vraag...',
  send: 'Versturen',
  /** Ends the reply that is arriving. */
  stop: 'Stop',
  stopped: 'Gestopt',
  reset: 'Nieuw gesprek',
  messagesLabel: 'Gesprek met de AI-assistent',
  youSaid: 'Jij',
  assistantSaid: 'AI-assistent',
  suggestionsLabel: 'Suggesties',

  // Launcher.
  closeLauncher: 'Sluit de AI-assistent',

  /** 2 suggestion cards, these when global settings configure none. */
  defaultSuggestions: [
    {
      label: 'Maak een lesplan',
      prompt: 'Maak een lesplan voor mijn volgende les op basis van de doorloopjes waar ik mee bezig ben.',
    },
    {
      label: 'Welke doorloopjes passen bij mij?',
      prompt: 'Welke doorloopjes raad je mij aan om nu mee verder te gaan?',
    },
  ],
} as const;
