import { readWordList } from '../learning/wordLists.js';
import { terms } from './dutchText.js';

/**
 * Words teachers use for what the content calls differently ("orde" for klassenmanagement,
 * "groepswerk" for samenwerkend leren, "classroom management", "woordweb"): a query word also
 * searches the content's words the lists give it, with a lower weight than the words the teacher
 * typed. The lists are data, read once at start (`words/loanwords.yaml`, `teacher-words.yaml`,
 * `guide-words.yaml`); extend them when the development set shows a gap.
 */
const LISTS = [readWordList('loanwords'), readWordList('teacher-words'), readWordList('guide-words')];

/** Stemmed query term -> stemmed expansion terms. */
const EXPANSIONS = new Map<string, string[]>();
for (const [word, related] of LISTS.flatMap((list) => Object.entries(list))) {
  const [term] = terms(word);
  if (!term) continue;
  // A word in more than one list searches the words of each.
  const known = EXPANSIONS.get(term) ?? [];
  EXPANSIONS.set(term, [...new Set([...known, ...terms(related).filter((expansion) => expansion !== term)])]);
}

export function expansionsOf(term: string): string[] {
  return EXPANSIONS.get(term) ?? [];
}
