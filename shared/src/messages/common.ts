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
  notFoundText: 'Deze pagina bestaat niet (meer).',
  backToDashboard: 'Terug naar het dashboard',
  initialDataError: 'Fout bij het ophalen van de initiële gegevens.',
} as const;
