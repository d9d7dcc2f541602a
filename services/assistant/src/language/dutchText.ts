import { stemmer } from '@orama/stemmers/dutch';
import MiniSearch from 'minisearch';
import { eng, nld } from 'stopword';

/**
 * Dutch term processing shared by indexing and querying, so both sides agree on what a word is:
 * lower case, no accents, no stop words (the `stopword` package's Dutch list), then the Dutch
 * Snowball stemmer, so "breuken" finds "breuk" and "verstoringen" finds "verstoort".
 */

/**
 * Words that carry no topic in a teacher's question: how people ask ("hoe", "tips", "kun je"),
 * and what every piece of content is about anyway ("leerling", "klas", "les"). Kept out of the
 * query so they neither rank nor make an unrelated question look answered.
 */
const QUESTION_WORDS = [
  'hoe', 'wat', 'waarom', 'welke', 'wanneer', 'waar', 'wie', 'kun', 'kunt', 'kan', 'graag', 'tip', 'tips',
  'geef', 'geven', 'vertel', 'zoek', 'vind', 'help', 'helpen', 'wil', 'mag', 'moet', 'ga', 'gaat', 'doe',
  'krijg', 'krijgen', 'houd', 'houden', 'zorg', 'zorgen', 'vraag', 'leer', 'laat', 'laten', 'zet', 'mijn', 'jouw', 'onze', 'eigenlijk', 'steeds', 'echt', 'zo', 'concrete', 'concreet', 'iets', 'beter',
  'zodat', 'iedereen', 'meteen', 'lang', 'duren', 'vorige', 'week', 'voer', 'voeren', 'slecht', 'staat', 'staan',
  'doen', 'kunnen', 'goed', 'vaak', 'weer', 'waarbij', 'waarmee', 'waarin', 'waardoor', 'per', 'altijd', 'nooit',
  'dezelfde', 'hetzelfde', 'gaan', 'zien', 'maakt', 'elke', 'elk', 'nodig',
  // Auxiliary verb forms and quantities the stop list lacks: "wordt" and "een paar" say how, not what.
  'wordt', 'bent', 'moest', 'doet', 'deed', 'jij', 'jullie', 'hen', 'paar', 'enkele', 'aantal', 'heel', 'erg', 'even', 'net', 'ene', 'eruit',
  'doorloopje', 'doorloopjes', 'artikel', 'leerling', 'leerlingen', 'kinderen', 'klas', 'klassen', 'les',
  'lessen', 'leraar', 'leerkracht', 'docent', 'school', 'groep',
  // How a lesson plan or summary is asked for, and the grade, sector and duration it is for:
  // they shape the answer (see answer/requestDetails.ts), they are not its topic.
  'maak', 'maken', 'schrijf', 'lesplan', 'lesplannen', 'lesvoorbereiding', 'samenvatting', 'vat', 'zinnen',
  'minuten', 'minuut', 'uur', 'lesuur', 'po', 'vo', 'mbo', 'hbo', 'vmbo', 'havo', 'vwo', 'basisschool', 'brugklas',
];

/**
 * English function words too ("checking for understanding"): a teacher borrows English terms
 * with their little words, which are no topic and, unknown to the content, would weigh most.
 */
const STOP_WORDS = new Set([...nld, ...eng, ...QUESTION_WORDS].map(fold));

/** Stop words long enough that a typo in them is still recognisable ("kinderren", "leerlingn"). */
const MIN_TYPO_STOP_WORD = 8;
const longStopWords = new MiniSearch<{ id: number; word: string }>({ fields: ['word'], searchOptions: { fuzzy: 1 } });
longStopWords.addAll([...STOP_WORDS].filter((word) => word.length >= MIN_TYPO_STOP_WORD).map((word, id) => ({ id, word })));

/**
 * Whether a folded word is a stop word with one typo: "kinderren" says as little about the
 * topic as "kinderen", while as an unknown word it would weigh as the rarest of the question.
 */
export function isMisspeltStopWord(plain: string): boolean {
  return plain.length >= MIN_TYPO_STOP_WORD - 1 && !STOP_WORDS.has(plain) && longStopWords.search(plain).length > 0;
}

/** Lower case without accents: "Differentiëren" -> "differentieren". */
export function fold(word: string): string {
  return word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * A title (or any text) as titles are compared: folded, with its white space folded to single
 * spaces, so "Differentiëren  in de klas" matches "differentieren in de klas".
 */
export function foldTitle(text: string): string {
  return fold(text).replace(/\s+/g, ' ').trim();
}

/** Splits on anything that is not a letter or digit, keeping Dutch letters with accents. */
const TOKEN_SEPARATOR = /[^\p{L}\p{N}]+/u;

export function tokenize(text: string): string[] {
  return text.split(TOKEN_SEPARATOR).filter(Boolean);
}

/** The index term for a word, or null for stop words and single letters. */
export function processTerm(word: string): string | null {
  const plain = fold(word);
  if (plain.length < 2 || STOP_WORDS.has(plain) || /^\d+$/.test(plain)) return null;
  return stem(plain);
}

const FUNCTION_WORDS = new Set(nld.map(fold));

/**
 * Whether a folded word is a Dutch function word ("aan", "over", "samen"): never a part of a
 * compound worth searching for, unlike topic-less words such as "klas" that do build compounds.
 */
export function isFunctionWord(plain: string): boolean {
  return FUNCTION_WORDS.has(plain);
}

/**
 * A word without the doubled consonant at its end: a head before a linking form ("klass-en" is
 * klas), a diminutive's base ("gumm-etje" is gum), an English form ("stopp-ed"), a plural the
 * stemmer leaves doubled ("naamvall"). A word without one comes back as it is.
 */
export function withoutDoubledEnd(word: string): string {
  return word.replace(/([^aeiou])\1$/, '$1');
}

/**
 * The Dutch Snowball stem of a folded word, with the final devoicing Dutch spelling applies to a
 * word's end: the stemmer leaves "coöperatieve" as "cooperatiev" and "reizen" as "reiz", while
 * "coöperatief" and "reis" stay as they are, so a stem's final v and z are written f and s.
 */
export function stem(plain: string): string {
  return stemmer(plain).replace(/v$/, 'f').replace(/z$/, 's');
}

/** The index terms of a text, in order, stop words removed. */
export function terms(text: string): string[] {
  return tokenize(text).flatMap((word) => processTerm(word) ?? []);
}
