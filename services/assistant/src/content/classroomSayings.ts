/**
 * Sayings teachers use for what happens in a class ("ik praat tegen een muur", "het landt niet",
 * "brandjes blussen"): their words are no word of the platform, so the question would get
 * "nothing found" or a guide that shares a word by chance ("muur", "land"). Each saying is read
 * as the plain words it stands for, which the content and the education signal know.
 */
const SAYINGS: [RegExp, string][] = [
  [/\btegen een (blinde )?muur (aan )?(praat|praten|te praten|gepraat)\b/g, 'niet luisteren'],
  [/\b(landt|landen|geland) bij\b|\bniet (aan ?)?(landt|landen|geland)\b/g, 'niet begrijpen'],
  [/\bbrandjes (aan het |te )?blussen\b/g, 'verstoringen'],
  [/\bgeen (land|huis) mee te bezeilen\b/g, 'onrust'],
  [/\bde vaart (erin|er in)\b/g, 'tempo'],
  [/\berin (stampen|stampt|gestampt)\b|\buit (het|je|hun) hoofd leren\b/g, 'herhalen oefenen'],
  [/\bwat er in (mijn|m'n|je) hoofd (gebeurt|omgaat)\b|\bmijn gedachten (hardop )?(uitspreken|verwoorden)\b/g, 'denkstappen hardop verwoorden'],
  [/\beruit (flappen|flapt|flapte|gooien|gooit)\b/g, 'roepen'],
  [/\b(raken|raakt) (me|mij) kwijt\b|\b(ben|raak) ik (ze|hem|haar|de klas) kwijt\b|\bde draad kwijt\b/g, 'afhaken'],
];

/** The question with each classroom saying replaced by the words it stands for. */
export function readSayings(question: string): string {
  const plain = question.toLowerCase();
  return SAYINGS.reduce((text, [saying, meaning]) => text.replace(saying, meaning), plain);
}
