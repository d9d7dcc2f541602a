import { create } from 'zustand';

/**
 * The title the shown page set last, with the path it belongs to. The shell's navigation focus
 * waits for the new path's entry: a page that fetches its title (a guide, an article) only sets
 * it once it has it, and only then is there a heading to move to and a name to announce.
 */
export interface PublishedPageTitle {
  pathname: string | null;
  title: string | null;
}

export const usePageTitleStore = create<PublishedPageTitle>(() => ({ pathname: null, title: null }));
