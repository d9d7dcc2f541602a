import { create } from 'zustand';

export type Politeness = 'polite' | 'assertive';

interface Announcement {
  text: string;
  /** Counts up, so the same text said twice is a new node the screen reader reads again. */
  id: number;
}

interface AnnouncerState {
  polite: Announcement | null;
  assertive: Announcement | null;
}

export const useAnnouncerStore = create<AnnouncerState>(() => ({ polite: null, assertive: null }));

let nextId = 1;

/**
 * Says a text to screen-reader users through the page's one pair of live regions
 * (`LiveAnnouncer`, rendered by the shell and the harness). Live regions only speak changes made
 * after they were in the page, which a region rendered together with its message is not; one
 * region that is always there does. 'assertive' is for what went wrong; everything else waits.
 */
export function announce(text: string, politeness: Politeness = 'polite'): void {
  useAnnouncerStore.setState({ [politeness]: { text, id: nextId++ } });
}
