/** The shell's preview page (/voorbeeld), opened from the content service's admin panel. */
export const previewMessages = {
  banner: 'Voorbeeld — niet gepubliceerd',
  bannerExplanation: 'Zo ziet een leerkracht deze pagina na publicatie. Alleen wie deze link net uit het beheer opende, ziet dit.',
  pageTitle: 'Voorbeeld',
  loading: 'Voorbeeld laden...',
  refused: 'Deze voorbeeldlink is verlopen of ongeldig.',
  refusedHelp: 'Open het voorbeeld opnieuw vanuit het beheer (knop Preview bij het item).',
  noPage: 'Deze voorbeeldlink noemt geen pagina van het platform.',
  unreachable: 'Het voorbeeld kan nu niet worden geladen: de contentservice is niet bereikbaar. Probeer het later opnieuw.',
} as const;
