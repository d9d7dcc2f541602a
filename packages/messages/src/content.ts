/** mf-content: webinars, news, articles, Kennisbank, why/how and the dashboard widgets. */
export const contentMessages = {
  // Page titles (the sidebar names the same sections).
  webinarsTitle: 'Webinars',
  newsTitle: 'Nieuws',
  kennisbankTitle: 'Kennisbank',

  // Webinars (/webinars, /webinars/:slug).
  upcoming: 'Aankomend',
  recordings: 'Opnames',
  noUpcoming: 'Er zijn op dit moment geen aankomende webinars gepland.',
  noRecordings: 'Er zijn nog geen opnames beschikbaar.',
  webinarsLoading: 'Webinars worden geladen...',
  webinarsError: 'Fout bij ophalen van de Webinars.',
  webinarError: 'Fout bij ophalen van het webinar.',
  webinarNotFound: 'Webinar niet gevonden.',
  authRequired: 'Authenticatie vereist.',
  watchRecording: 'Bekijk de opname',
  recordingSoon: 'De opname van dit webinar wordt binnenkort hier geplaatst.',
  registrationUnavailable: 'Het inschrijfformulier voor dit webinar is momenteel niet beschikbaar.',
  registrationFrameTitle: (title: string) => `Inschrijfformulier: ${title}`,
  speakers: 'Sprekers',
  downloads: 'Downloads',
  discussedDoorloopjes: 'Besproken doorloopjes',

  // News and articles (/nieuws, /nieuws-item/:slug, /artikel/:slug).
  publishedOn: 'Gepubliceerd op',
  authors: 'Auteurs',
  relatedDoorloopjes: 'Gerelateerde doorloopjes',
  relatedWebinars: 'Gerelateerde Webinars',
  unknownContentType: 'Onbekend content type',
  contentLoading: 'Content wordt geladen...',
  contentError: 'Fout bij ophalen van de content.',
  contentNotFound: 'Content niet gevonden.',
  newsError: 'Fout bij ophalen van nieuws.',
  noNews: 'Er zijn nog geen nieuwsberichten.',

  // Kennisbank (/achtergronden).
  backgroundsError: 'Fout bij ophalen van achtergronden.',
  noBackgrounds: 'Er zijn nog geen achtergronden.',
  filterAll: 'Alles',
  filterArticles: 'Artikelen',
  filterWhy: 'Waarom?',
  filterHow: 'Hoe?',
  filterLabel: 'Filter op soort',
  steps: 'Stappen',

  // Type labels for breadcrumbs and cards.
  breadcrumb: 'Kruimelpad',
  typeWebinar: 'Webinar',
  typeNews: 'Nieuws',
  typeArticle: 'Artikel',
  typeWhy: 'Waarom',
  typeHow: 'Hoe',
  readMore: 'Lees meer',

  // Dashboard widgets (/dashboard).
  featured: 'Uitgelicht',
  news: 'Nieuws',
  noFeatured: 'Er is op dit moment niets uitgelicht.',
  widgetLoading: (title: string) => `${title} wordt geladen`,
} as const;
