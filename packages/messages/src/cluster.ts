/** mf-cluster: cluster builder. */
export const clusterMessages = {
  title: 'Clusterbouwer',
  intro: 'Zet doorloopjes, waarom- en hoe-uitleg bij elkaar en maak je eigen cluster.',
  saving: 'Opslaan...',
  saved: '✓ Opgeslagen!',
  saveFailed: 'Opslaan mislukt',
  notLoggedIn: 'Fout: niet ingelogd',
  save: 'Opslaan',
  download: 'Download als PNG',
  pngFileName: 'mijn-cluster.png',
  loading: 'Clusterbouwer laden...',
  loadFailed: 'Fout bij ophalen van de content.',
  retry: 'Opnieuw proberen',

  mobileTitle: 'Niet beschikbaar op mobiel',
  mobileText: 'De clusterbouwer is niet geschikt voor mobiel. Gebruik een computer of een groter scherm.',
  mobileLink: 'Naar het dashboard',

  typeLabels: { doorloopje: 'Doorloopje', why: 'Waarom', how: 'Hoe' },

  searchLabel: 'Zoek doorloopjes, waarom en hoe',
  searchPlaceholder: 'Zoek op titel...',
  searchResults: 'Zoekresultaten',
  searchNoResults: 'Geen resultaten gevonden.',
  add: (title: string, type: string) => `${title} (${type}) toevoegen`,

  canvasLabel: 'Clustercanvas',
  keyboardHelp:
    'Kies een item in de lijst of klik erop in het canvas. Verplaats het met de pijltjestoetsen (met Shift in grotere stappen) of met de pijlknoppen in de lijst, vergroot met + en verklein met -, verwijder met Delete.',
  placedTitle: 'Geplaatste items',
  placedEmpty: 'Nog geen items geplaatst. Zoek hierboven en voeg items toe.',
  select: (title: string) => `${title} selecteren`,
  scaleUp: (title: string) => `${title} vergroten`,
  scaleDown: (title: string) => `${title} verkleinen`,
  remove: (title: string) => `${title} verwijderen`,
  // Moving without dragging (WCAG 2.5.7): buttons under the selected item's row.
  moveGroup: (title: string) => `${title} verplaatsen`,
  moveUp: (title: string) => `${title} omhoog verplaatsen`,
  moveDown: (title: string) => `${title} omlaag verplaatsen`,
  moveLeft: (title: string) => `${title} naar links verplaatsen`,
  moveRight: (title: string) => `${title} naar rechts verplaatsen`,
  itemSummary: (title: string, type: string, x: number, y: number, scale: string) =>
    `${title}, ${type}, positie ${x}, ${y}, schaal ${scale}`,

  announceAdded: (title: string) => `${title} toegevoegd in het midden van het canvas.`,
  announceRemoved: (title: string) => `${title} verwijderd.`,
  announceMoved: (title: string, x: number, y: number) => `${title} verplaatst naar ${x}, ${y}.`,
  announceScaled: (title: string, scale: string) => `${title} heeft nu schaal ${scale}.`,
  announceSelected: (title: string) => `${title} geselecteerd.`,

  droppedNotice: (count: number) =>
    count === 1
      ? '1 item bestaat niet meer en is uit je cluster gehaald.'
      : `${count} items bestaan niet meer en zijn uit je cluster gehaald.`,
  draftRestored: 'Je niet-opgeslagen wijzigingen zijn teruggezet.',

  // A save refused because the cluster was saved elsewhere after this tab loaded it.
  conflictTitle: 'Cluster elders gewijzigd',
  conflictText: 'Je cluster is intussen op een ander apparaat gewijzigd.',
  conflictChoice: 'Wil je de nieuwere versie laden of jouw versie opslaan en die andere overschrijven?',
  conflictLoadNewer: 'Nieuwere versie laden',
  conflictOverwrite: 'Mijn versie opslaan',
  conflictCancel: 'Annuleren',
  conflictLoaded: 'De nieuwere versie is geladen. Jouw versie is bewaard.',
  restoreMine: 'Mijn versie terugzetten',
  discardMine: 'Mijn versie weggooien',
  loadNewerFailed: 'De nieuwere versie kon niet worden geladen. Probeer het opnieuw.',
} as const;
