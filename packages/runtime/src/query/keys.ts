import type { ExplainerKind } from '../api/sharedRequests';

/**
 * The query keys of the platform, one factory per resource, so a key is written once and a
 * write, a refetch or a reset can name all of a resource (`all`) or one entry of it. The values
 * are the keys the device's persisted cache and the other tabs know: changing one drops what was
 * kept for it.
 */

/** A collection of content read as one list and as entries by slug. */
export function contentKeys<Name extends string>(name: Name) {
  const all = [name] as const;
  return {
    all,
    list: () => [...all, 'list'] as const,
    detail: (slug: string) => [...all, 'detail', slug] as const,
  };
}

/** The guides (doorloopjes): the session's list, one guide, a search. */
const guides = contentKeys('doorloopjes');
export const guideKeys = {
  ...guides,
  search: (text: string) => [...guides.all, 'search', text] as const,
};

/** The why and how items (explainers) of the Kennisbank and the cluster builder. */
export const explainerKeys = {
  all: ['explainers'] as const,
  list: (kind: ExplainerKind) => [...explainerKeys.all, kind] as const,
  detail: (kind: ExplainerKind, slug: string) => [...explainerKeys.all, kind, slug] as const,
};

/** The logged-in user (with her lists and settings). */
export const userKeys = {
  all: ['users'] as const,
  me: () => [...userKeys.all, 'me'] as const,
  /** The server's profile, read only to resolve a save conflict (never kept: its lists may be older). */
  storedProfile: () => [...userKeys.all, 'stored-profile'] as const,
};

/** The platform's global settings (single type). */
export const settingsKeys = {
  global: () => ['global-settings'] as const,
};
