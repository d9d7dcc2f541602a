import type { Blocks, Digidate, Doorloopje, Theme, User } from '@doorloopjes/shared';

export const paragraph = (text: string): Blocks[number] => ({ type: 'paragraph', children: [{ type: 'text', text }] });

export const themes: Record<'rekenen' | 'lezen', Theme> = {
  rekenen: { id: 1, slug: 'rekenen', title: 'Rekenen', description: 'Alles over rekenen.' },
  lezen: { id: 2, slug: 'lezen', title: 'Lezen', description: null },
};

export function guide(id: number, overrides: Partial<Doorloopje> = {}): Doorloopje {
  return {
    id,
    slug: `gids-${id}`,
    title: `Gids ${id}`,
    book: 1,
    page: id,
    theme: themes.rekenen,
    description: [paragraph(`Beschrijving van gids ${id}.`)],
    steps: [],
    digidates: [],
    ...overrides,
  };
}

/** Five guides in list order (book, page) over two themes and one without a theme. */
export const sampleList: Doorloopje[] = [
  guide(1, { title: 'Breuken vergelijken', book: 1, page: 3 }),
  guide(2, { title: 'Begrijpend lezen', book: 1, page: 8, theme: themes.lezen }),
  guide(3, { title: 'Tafels oefenen', book: 2, page: 1 }),
  guide(4, { title: 'Voorlezen in de klas', book: 2, page: 5, theme: themes.lezen }),
  guide(5, { title: 'Werken met kaarten', book: 3, page: 2, theme: null }),
];

export function userWith(lists: { favorite?: number[]; inprogress?: number[]; completed?: number[] } = {}): User {
  const pick = (ids: number[] = []) => ids.map((id) => sampleList.find((item) => item.id === id) ?? guide(id));
  return {
    id: 7,
    email: 'demo@doorloopjes.nl',
    username: 'demo@doorloopjes.nl',
    fullName: 'Demo Docent',
    favorite_doorloopjes: pick(lists.favorite),
    inprogress_doorloopjes: pick(lists.inprogress),
    completed_doorloopjes: pick(lists.completed),
  };
}

export function webinar(id: number, overrides: Partial<Digidate> = {}): Digidate {
  return { id, slug: `webinar-${id}`, title: `Webinar ${id}`, event_date: '2026-03-12T15:00:00.000Z', has_taken_place: false, ...overrides };
}
