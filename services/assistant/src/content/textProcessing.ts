/**
 * Dutch term processing shared by indexing and querying, so both sides agree on what a word is:
 * lower case, no accents, no stop words, and a light suffix strip so "breuken" finds "breuk".
 */
const STOP_WORDS = new Set(
  (
    'aan al alles als altijd andere ben bij daar dan dat de der deze die dit doch doen door dus een eens en er ' +
    'ge geen geweest haar had heb hebben heeft hem het hier hij hoe hun iemand iets ik in is ja je jij jou jouw kan ' +
    'kon kunnen maar me meer men met mij mijn moet na naar niet niets nog nu of om omdat onder ons ook op over reeds ' +
    'te tegen toch toen tot u uit uw van veel voor want waren was wat we wel werd wezen wie wil worden wordt zal ze ' +
    'zelf zich zij zijn zo zonder zou graag kun kunt welke waar wanneer mag mogen iets hoe geef geven vertel zoek ' +
    'zoeken vind vinden help helpen heb hebt over doorloopje doorloopjes'
  ).split(' '),
);

export function processTerm(term: string): string | null {
  const plain = term
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
  if (plain.length < 2 || STOP_WORDS.has(plain)) return null;
  return stem(plain);
}

function stem(word: string): string {
  if (word.length > 5 && word.endsWith('en')) return word.slice(0, -2);
  if (word.length > 4 && (word.endsWith('s') || word.endsWith('e'))) return word.slice(0, -1);
  return word;
}

/** Splits on anything that is not a letter or digit, keeping Dutch letters with accents. */
export const TOKEN_SEPARATOR = /[^\p{L}\p{N}]+/u;

export function tokenize(text: string): string[] {
  return text.split(TOKEN_SEPARATOR).filter(Boolean);
}
