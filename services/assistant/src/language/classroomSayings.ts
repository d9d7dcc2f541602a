import { readClassroomSayings } from '../learning/wordLists.js';

/**
 * Sayings teachers use for what happens in a class ("ik praat tegen een muur", "het landt niet",
 * "brandjes blussen"), each read as the plain words it stands for, which the content and the
 * education signal know; the list and why each saying is there: `words/classroom-sayings.yaml`,
 * read once at start.
 */
const SAYINGS = readClassroomSayings();

/** The question with each classroom saying replaced by the words it stands for. */
export function readSayings(question: string): string {
  const plain = question.toLowerCase();
  return SAYINGS.reduce((text, [saying, meaning]) => text.replace(saying, meaning), plain);
}
