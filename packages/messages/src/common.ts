/** Texts used across the platform. */
export const commonMessages = {
  productName: 'Doorloopjes',
  remoteUnavailable: 'Dit onderdeel is tijdelijk niet beschikbaar.',
  retry: 'Opnieuw proberen',
  loadingArea: 'Onderdeel wordt geladen...',
  close: 'Sluiten',
  previous: 'Vorige',
  next: 'Volgende',
  notFoundTitle: 'Pagina niet gevonden',
  // The name of a page whose content could not be loaded (its document title).
  pageLoadFailedTitle: 'Laden mislukt',
  notFoundText: 'Deze pagina bestaat niet (meer).',
  backToDashboard: 'Terug naar het dashboard',
  initialDataError: 'Fout bij het ophalen van de initiële gegevens.',
  // The content service cannot be reached: the page retries on its own and recovers.
  connectionLost: 'Geen verbinding met de server. We proberen het opnieuw…',
  savedCopyNotice: 'Je ziet de gegevens van je laatste bezoek; die zijn mogelijk verouderd.',
  // The session is current but the pages come from what this device kept of them.
  savedPagesNotice: 'Pagina’s die je eerder opende, zie je zoals ze op dit apparaat zijn bewaard; die zijn mogelijk verouderd.',
  // A write that could not reach the server is not kept: the page shows what the server has.
  offlineWriteRefused: 'Geen verbinding met de server: je wijziging is niet opgeslagen. Probeer het opnieuw als de verbinding terug is.',
} as const;
