import type { Blocks, Doorloopje, Theme, User } from '@doorloopjes/shared';

/**
 * 250 synthetic guides, the list's page size, spread over 10 themes and 6 books, with realistic
 * titles and two-paragraph descriptions. Deterministic, so every run measures the same page.
 */
const THEMES: Theme[] = ['Rekenen', 'Begrijpend lezen', 'Spelling', 'Woordenschat', 'Schrijven', 'Wereldoriëntatie', 'Burgerschap', 'Sociaal-emotioneel', 'Digitale geletterdheid', 'Klassenmanagement'].map(
  (title, index) => ({ id: index + 1, slug: `thema-${index + 1}`, title, description: `Doorloopjes over ${title.toLowerCase()} in de klas.` }),
);
const VERBS = ['Oefenen met', 'Uitleggen van', 'Samen werken aan', 'Spelen met', 'Nadenken over', 'Ontdekken van', 'Herhalen van', 'Verdiepen in'];
const TOPICS = ['breuken', 'tafels', 'klinkers', 'lezen in de klas', 'woordkaarten', 'de kaart van Nederland', 'verhaalbegrip', 'getallenlijnen', 'rijmwoorden', 'klokkijken', 'geld tellen', 'samenvatten', 'een betoog', 'de democratie', 'gevoelens', 'programmeren'];

const paragraph = (text: string): Blocks[number] => ({ type: 'paragraph', children: [{ type: 'text', text }] });

export const BENCH_GUIDES: Doorloopje[] = Array.from({ length: 250 }, (_, index) => {
  const id = index + 1;
  const title = `${VERBS[index % VERBS.length]} ${TOPICS[(index * 7) % TOPICS.length]} ${id}`;
  return {
    id,
    slug: `doorloopje-${id}`,
    title,
    book: Math.floor(index / 42) + 1,
    page: (index % 42) + 1,
    theme: THEMES[Math.floor(index / 5) % THEMES.length],
    description: [
      paragraph(`In dit doorloopje werk je stap voor stap aan ${TOPICS[(index * 7) % TOPICS.length]}. De leerlingen oefenen eerst samen en daarna zelfstandig.`),
      paragraph('Gebruik de stappen als leidraad; elke stap heeft een afbeelding en een korte uitleg.'),
    ],
    steps: [],
    digidates: [],
  };
});

const pick = (predicate: (id: number) => boolean) => BENCH_GUIDES.filter((guide) => predicate(guide.id));

export const BENCH_USER: User = {
  id: 1,
  email: 'bench@doorloopjes.nl',
  username: 'bench@doorloopjes.nl',
  fullName: 'Bench Docent',
  favorite_doorloopjes: pick((id) => id % 8 === 0),
  inprogress_doorloopjes: pick((id) => id % 6 === 1),
  completed_doorloopjes: pick((id) => id % 4 === 2),
};
