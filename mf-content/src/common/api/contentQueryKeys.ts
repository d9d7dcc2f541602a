import { contentKeys } from '@doorloopjes/runtime';

/** The query keys of this remote's collections (persisted and shared: keep the values). */
export const nieuwsItemKeys = contentKeys('nieuws-items');
export const digidateKeys = contentKeys('digidates');
export const artikelKeys = contentKeys('artikels');
export const featuredKeys = {
  carousel: () => ['featured'] as const,
};
