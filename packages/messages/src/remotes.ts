/** The remote control plane in the shell: the 'Versies' dialog and the QA override banner. */
export const remoteMessages = {
  versionsMenuItem: 'Versies',
  versionsTitle: 'Versies',
  versionsIntro: 'De versie van elke remote die deze pagina heeft geladen.',
  remoteColumn: 'Remote',
  versionColumn: 'Versie',
  versionOff: 'uit',
  versionUnknown: 'onbekend',
  notesColumn: 'Release-notities',
  notesNone: 'geen',
  notesLoading: 'laden…',
  overrideActive: (remote: string, version: string) => `Testversie actief: ${remote} ${version}`,
  overrideReset: 'Terug naar standaard',
} as const;
