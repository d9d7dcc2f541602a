/** The query keys of the public rich pages (persisted and shared: keep the values). */
export const richPageKeys = {
  privacyStatement: () => ['privacyverklaring'] as const,
  contact: () => ['contact-pagina'] as const,
};
