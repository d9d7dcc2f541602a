import { contentUrl } from '@doorloopjes/shared/testing';
import { http, HttpResponse } from 'msw';

export const HERO = {
  __component: 'landing.hero-section',
  title: 'Korte doorloopjes voor sterk onderwijs',
  subtitle: 'Praktische stappenplannen voor morgen.',
  vimeo_url: 'https://vimeo.com/76979871/abcdef1234',
};

export const STEPS = [
  { id: 1, title: 'Kies een doorloopje', description: 'Zoek op thema.', icon: { url: '/uploads/kies.png' } },
  { id: 2, title: 'Volg de stappen', description: 'Maximaal vijf stappen.', icon: { url: '/uploads/volg.png' } },
];

/** Four flagged items: one past webinar with a recording, an upcoming one, news and an article. */
export const FEED = {
  news: [{ id: 1, slug: 'nieuwe-thema', title: 'Nieuw thema online', publication_date: '2026-04-01', summary: 'Vijf nieuwe doorloopjes.' }],
  articles: [{ id: 2, slug: 'lezen', title: 'Begrijpend lezen', createdAt: '2026-05-01T10:00:00Z' }],
  webinars: [
    { id: 3, slug: 'terugblik', title: 'Terugblik webinar', has_taken_place: true, recording_url: 'https://vimeo.com/1', createdAt: '2026-03-01T10:00:00Z' },
    {
      id: 4,
      slug: 'rekenen-live',
      title: 'Rekenen live',
      has_taken_place: false,
      event_date: '2026-10-01T15:00:00Z',
      registration_url: 'https://forms.example/rekenen',
      createdAt: '2026-01-01T10:00:00Z',
    },
  ],
};

export const SETTINGS = {
  id: 1,
  siteTitle: 'Doorloopjes',
  logo: { url: '/uploads/logo.png' },
  poweredByLogo: { url: '/uploads/stichting.png', width: 240, height: 80 },
  poweredByName: 'Stichting Beter Leren',
  poweredByUrl: 'https://www.doorloopjes.nl/stichting',
  social_links: [{ platform: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/doorloopjes' }],
};

/** The landing page's public calls, with the hero link and the feed replaceable per test. */
export function landingHandlers({ hero = HERO as typeof HERO | null } = {}) {
  return [
    http.get(contentUrl('/api/global-setting'), () => HttpResponse.json({ data: SETTINGS })),
    http.get(contentUrl('/api/landingpages'), () =>
      HttpResponse.json({ data: [{ id: 1, page_sections: hero ? [hero] : [], uitleg_stappen: STEPS }] }),
    ),
    http.get(contentUrl('/api/nieuws-items'), ({ request }) =>
      new URL(request.url).searchParams.get('filters[show_on_homepage][$eq]') === 'true' ? HttpResponse.json({ data: FEED.news }) : HttpResponse.error(),
    ),
    http.get(contentUrl('/api/artikels'), () => HttpResponse.json({ data: FEED.articles })),
    http.get(contentUrl('/api/digidates'), () => HttpResponse.json({ data: FEED.webinars })),
  ];
}
