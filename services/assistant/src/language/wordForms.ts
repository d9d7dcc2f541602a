import { processTerm, withoutDoubledEnd } from './dutchText.js';

/**
 * Other forms of a Dutch word that the Snowball stemmer does not bring back to the stem the
 * content's words get: conjugated verbs ("verveelt"), past participles ("aangepakt") and
 * diminutives ("tafeltje"). Each gives the stems of the forms the word may stand for, for the
 * vocabulary to look up; only tried for a word the content does not use itself.
 */

/** Words shorter than this are no inflected form worth looking up ("zit", "eet"). */
const MIN_FORM = 5;
/** Separable prefixes before the "ge" of a participle: "aan-ge-pakt", "op-ge-ruimd". */
const SEPARABLE = ['aan', 'af', 'bij', 'door', 'in', 'mee', 'na', 'om', 'op', 'over', 'samen', 'terug', 'toe', 'uit', 'vast', 'voor', 'weg'];
/** Diminutive endings, longest first: "gummetjes", "boompje", "tafeltje", "stukje". */
const DIMINUTIVES = ['etjes', 'etje', 'pjes', 'pje', 'tjes', 'tje', 'jes', 'je'];

export function baseFormStems(plain: string): string[] {
  if (plain.length < MIN_FORM) return [];
  return [...new Set([...verbStems(plain), ...diminutiveStems(plain)])];
}

/**
 * A borrowed English word in another form than the glossary's ("checking", "differentiated",
 * "scaffolded"): the English -ing and -ed taken off, with and without a final e. Only for the
 * glossary: a Dutch "stelling" or "kering" is no form of "stell" or "ker".
 */
export function englishStems(plain: string): string[] {
  const ending = ['ing', 'ed'].find((candidate) => plain.endsWith(candidate));
  if (!ending) return [];
  const base = plain.slice(0, -ending.length);
  return [base, `${base}e`, withoutDoubledEnd(base)].flatMap((form) => processTerm(form) ?? []);
}

/**
 * The stemmer leaves "verveelt", "snapt" and "stoort" alone, while "vervelen", "snappen" and
 * "storen" become "vervel", "snapp" and "stor". Without the ending -t (or the participle's ge-
 * and -t/-d), the long vowel of a closed syllable is written single in the open one (verveel- ->
 * vervel-), and a short one doubles the consonant (snap- -> snapp-).
 */
function verbStems(plain: string): string[] {
  if (!/[^t][td]$/.test(plain)) return [];
  const roots = [plain.slice(0, -1), ...participleRoots(plain.slice(0, -1))];
  return roots.flatMap((root) => infinitives(root).flatMap((infinitive) => processTerm(infinitive) ?? []));
}

/** "aangepak" -> "aanpak", "geleer" -> "leer": the participle's ge- taken out. */
function participleRoots(root: string): string[] {
  return ['', ...SEPARABLE]
    .filter((prefix) => root.startsWith(`${prefix}ge`) && root.length > prefix.length + 4)
    .map((prefix) => prefix + root.slice(prefix.length + 2));
}

function infinitives(root: string): string[] {
  return [`${root}en`, `${root.replace(/([aeou])\1([^aeiou])$/, '$1$2')}en`, `${root.replace(/([^aeiou])$/, '$1$1')}en`];
}

/** "tafeltje" -> "tafel", "gummetjes" -> "gum", "kaartje" -> "kaart". */
function diminutiveStems(plain: string): string[] {
  return diminutiveBases(plain).flatMap((form) => processTerm(form) ?? []);
}

/** The words a folded diminutive may be a small one of, unstemmed: "wisbordjes" -> "wisbord". */
export function diminutiveBases(plain: string): string[] {
  if (plain.length < MIN_FORM) return [];
  return DIMINUTIVES.filter((ending) => plain.endsWith(ending) && plain.length - ending.length >= 3).flatMap((ending) => {
    const base = plain.slice(0, -ending.length);
    return [...new Set([base, withoutDoubledEnd(base)])];
  });
}
