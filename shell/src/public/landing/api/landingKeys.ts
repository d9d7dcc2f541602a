/** The query keys of the landing page and its homepage sections (persisted and shared: keep the values). */
export const landingKeys = {
  page: () => ['landingpage'] as const,
  homepage: {
    all: ['homepage'] as const,
    articles: () => [...landingKeys.homepage.all, 'artikels'] as const,
    news: () => [...landingKeys.homepage.all, 'nieuws-items'] as const,
    webinars: () => [...landingKeys.homepage.all, 'digidates'] as const,
  },
};
