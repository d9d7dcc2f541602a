import { fold, tokenize } from './dutchText.js';

/**
 * Dutch splits a separable verb in a main clause: "hoe leg ik breuken uit" is "uitleggen", "hoe
 * pak ik dat aan" is "aanpakken", "ze komen binnen" is "binnenkomen". Searched apart, "leg"
 * finds "Leg uit wat je verwacht" and "binnen" finds "Binnen- en buitenkring". The particle
 * closes its clause, so a particle at a clause's end is joined to the earlier word of that clause
 * that makes a verb the content (or a teacher's word list) knows. A prepositional phrase may
 * follow the particle ("leg ik breuken uit aan de klas").
 */
const PARTICLES = new Set(['aan', 'af', 'bij', 'binnen', 'door', 'in', 'mee', 'na', 'om', 'op', 'over', 'samen', 'terug', 'toe', 'uit', 'vast', 'voor', 'weg']);
/** Words that start a new clause, so a particle before them closes the one before. */
const CLAUSE_STARTS = new Set(['en', 'maar', 'want', 'dus', 'of', 'omdat', 'terwijl', 'zodat', 'als', 'wanneer', 'voordat', 'nadat', 'dan']);
const CLAUSE_END = /[.,;:!?()\n]+/;
/** Prepositions that may open a phrase after the particle: "leg ik breuken uit aan de klas". */
const PREPOSITIONS = new Set(['aan', 'met', 'bij', 'voor', 'in', 'op', 'naar', 'tegen', 'zonder', 'tijdens', 'van']);
/**
 * Question words: in "hoe leg ik delen met rest uit" the finite verb follows the question word,
 * and the particle closing the clause is its own ("uitleggen"), not the nearer "delen".
 */
const QUESTION_WORDS = new Set(['hoe', 'wat', 'waarom', 'wanneer', 'waar', 'welke', 'wie', 'waarmee', 'waardoor', 'hoezo']);

/**
 * "Laten zien" is one verb, "tonen": apart, "laten" and "zien" are stop words, and "laat ik zien
 * hoe je een tekst samenvat" would lose what it asks (voordoen, zichtbaar maken).
 */
const SHOW = /\b(laat|laten|liet|lieten)\b((?:\s+\p{L}+){0,2}?)\s+zien\b/gu;

/**
 * The words of a question with each split separable verb joined ("leg ... uit" -> "uitleg"), in
 * the order typed. `knowsVerb` says whether a folded joined form is a word worth searching.
 */
export function joinSeparableVerbs(text: string, knowsVerb: (plain: string) => boolean): string[] {
  return text.replace(SHOW, 'tonen$2').split(CLAUSE_END).flatMap((clause) => {
    const words = tokenize(clause);
    const joined = [...words];
    const dropped = new Set<number>();
    let start = 0;
    words.forEach((word, position) => {
      const plain = fold(word);
      const next = words[position + 1];
      // An indirect question opens a clause of its own: "ze schatten verkeerd in hoe lang iets duurt".
      const closes = next === undefined || CLAUSE_STARTS.has(fold(next)) || PREPOSITIONS.has(fold(next)) || QUESTION_WORDS.has(fold(next));
      if (PARTICLES.has(plain) && closes && position > start) {
        const verb = findVerb(words, start, position, plain, knowsVerb);
        if (verb !== undefined) {
          joined[verb] = plain + fold(words[verb] ?? '');
          dropped.add(position);
        }
      }
      if (CLAUSE_STARTS.has(plain)) start = position + 1;
    });
    return joined.filter((_, position) => !dropped.has(position));
  });
}

/**
 * The word of the clause that the particle makes a known verb with: the finite verb after a
 * question word that opens the clause, else the nearest earlier word.
 */
function findVerb(words: string[], start: number, particle: number, prefix: string, knowsVerb: (plain: string) => boolean): number | undefined {
  const finite = start + 1;
  if (finite < particle && QUESTION_WORDS.has(fold(words[start] ?? '')) && knowsVerb(prefix + fold(words[finite] ?? ''))) return finite;
  for (let position = particle - 1; position >= start; position -= 1) {
    const plain = fold(words[position] ?? '');
    if (plain.length >= 2 && !PARTICLES.has(plain) && knowsVerb(prefix + plain)) return position;
  }
  return undefined;
}
