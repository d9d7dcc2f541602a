/** Seeded content in the content service's flattened Strapi v5 shape, as the real CMS returns it. */

const paragraphs = (...texts: string[]) => texts.map((text) => ({ type: 'paragraph', children: [{ type: 'text', text }] }));

let nextId = 1;
const step = (title: string, description: string) => ({
  id: nextId++,
  title,
  description: paragraphs(description),
  image: { url: `/uploads/${title.toLowerCase().replace(/\W+/g, '-')}.png` },
});

export const doorloopjes = [
  {
    id: 1,
    documentId: 'd1',
    slug: 'breuken-vergelijken',
    title: 'Breuken vergelijken',
    description: paragraphs(
      'Leerlingen leren twee breuken met elkaar te vergelijken door ze gelijknamig te maken.',
      'Zo zien ze welke breuk groter is en waarom.',
    ),
    book: 1,
    page: 12,
    vimeo_url: 'https://vimeo.com/123456789',
    theme: { slug: 'rekenen', title: 'Rekenen', description: 'Rekenen en wiskunde' },
    steps: [
      step('Gelijknamig maken', 'Zoek een gemeenschappelijke noemer voor beide breuken.'),
      step('Tellers vergelijken', 'Vergelijk de tellers nu de noemers gelijk zijn.'),
      step('Controleren op de getallenlijn', 'Zet beide breuken op een getallenlijn om de uitkomst te controleren.'),
    ],
  },
  {
    id: 2,
    documentId: 'd2',
    slug: 'voorspellen-bij-begrijpend-lezen',
    title: 'Voorspellen bij begrijpend lezen',
    description: paragraphs('Voorspellen helpt leerlingen actief te lezen en de tekst beter te begrijpen.'),
    book: 2,
    page: 5,
    vimeo_url: null,
    theme: { slug: 'taal', title: 'Taal', description: 'Lezen en schrijven' },
    steps: [
      step('Titel en plaatjes bekijken', 'Laat leerlingen de titel en de plaatjes bekijken voordat ze gaan lezen.'),
      step('Voorspelling opschrijven', 'Leerlingen schrijven op waar de tekst volgens hen over gaat.'),
      step('Voorspelling controleren', 'Na het lezen vergelijken leerlingen hun voorspelling met de tekst.'),
    ],
  },
  {
    id: 3,
    documentId: 'd3',
    slug: 'feedback-geven-met-de-feedbackladder',
    title: 'Feedback geven met de feedbackladder',
    description: paragraphs('De feedbackladder geeft structuur aan feedback van leerlingen op elkaars werk.'),
    book: 1,
    page: 30,
    vimeo_url: null,
    theme: { slug: 'pedagogiek', title: 'Pedagogiek', description: null },
    steps: [
      step('Verhelderen', 'Stel eerst vragen om het werk goed te begrijpen.'),
      step('Waarderen', 'Benoem wat er goed gaat.'),
      step('Zorgen uiten', 'Benoem wat nog beter kan, als vraag of zorg.'),
      step('Suggesties doen', 'Geef een concrete suggestie voor verbetering.'),
    ],
  },
];

export const whies = [
  {
    id: 11,
    documentId: 'w1',
    slug: 'waarom-directe-instructie',
    title: 'Waarom directe instructie werkt',
    description: paragraphs('Directe instructie verlaagt de cognitieve belasting en helpt leerlingen nieuwe stof stap voor stap te leren.'),
    steps: [],
  },
];

export const hows = [
  {
    id: 21,
    documentId: 'h1',
    slug: 'hoe-werkt-een-exit-ticket',
    title: 'Hoe werkt een exit-ticket',
    description: paragraphs('Een exit-ticket is een korte vraag aan het einde van de les om te zien wat leerlingen hebben geleerd.'),
    steps: [step('Vraag kiezen', 'Kies één vraag die het leerdoel toetst.'), step('Antwoorden bekijken', 'Bekijk de antwoorden en pas je volgende les aan.')],
  },
];

export const artikels = [
  {
    id: 31,
    documentId: 'a1',
    slug: 'leesmotivatie-vergroten',
    title: 'Leesmotivatie vergroten in de klas',
    summary: 'Hoe je met vrij lezen, voorlezen en boekgesprekken de leesmotivatie van leerlingen vergroot.',
    body: 'Leesmotivatie daalt al jaren. **Vrij lezen** en voorlezen helpen. Boekgesprekken maken lezen sociaal.',
    publication_date: '2025-09-01',
  },
  {
    id: 32,
    documentId: 'a2',
    slug: 'rekenangst-voorkomen',
    title: 'Rekenangst voorkomen',
    summary: 'Rekenangst ontstaat vaak door tijdsdruk. Met een veilige sfeer en kleine stappen voorkom je het.',
    body: null,
    publication_date: '2025-10-15',
  },
];

export const users = {
  demo: { token: 'token-demo', user: { id: 1, email: 'demo@doorloopjes.nl', fullName: 'Demo Docent', educationRole: 'leraar', educationSector: 'PO' } },
  tweede: { token: 'token-tweede', user: { id: 2, email: 'tweede@doorloopjes.nl', fullName: 'Tweede Docent', educationRole: 'schoolleider', educationSector: 'VO' } },
  mbo: { token: 'token-mbo', user: { id: 3, email: 'mbo@doorloopjes.nl', fullName: 'Mo Bo', educationRole: 'leraar', educationSector: 'MBO' } },
} as const;

export const collections = { doorloopjes, whies, hows, artikels } as const;
export type CollectionName = keyof typeof collections;
