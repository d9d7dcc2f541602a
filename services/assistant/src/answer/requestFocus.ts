/**
 * What a request is about, beyond the guide it is built on: the lesson's subject ("over
 * breuken"), the audience a summary is for ("voor ouders") and the class situation tips or a plan
 * must address ("een onrustige klas", "na de gymles"). Read from the teacher's own words, so an
 * answer can carry them; nothing here knows anything about the subjects themselves.
 */

/** Who a summary is written for. */
export type Audience = 'ouders' | 'collega' | 'stagiair' | 'directie' | 'leerlingen';

/** Where a subject named after "over" ends: the group, the length, the method or the next clause. */
const SUBJECT_END =
  /\s+(?:voor|met|waarin|waarbij|zodat|tijdens|na\s+de|en\s+laat|(?:in\s+)?(?:groep|klas|de\s+klas|de\s+brugklas|brugklas|havo|vwo|vmbo|mbo)\b|van\s+(?:\d|een\s+(?:half\s+)?uur|twintig|dertig|veertig)|\d+\s*min|(?:een|1|anderhalf|half)\s+(?:les)?uur)|\s*[,.;:?!()]|\s*$/i;

/** School subjects a teacher names without "over" ("lesplan begrijpend lezen groep 5"). */
const SCHOOL_SUBJECT =
  /\b(begrijpend lezen|technisch lezen|natuur en techniek|wereldori[eë]ntatie|aardrijkskunde|geschiedenis|topografie|woordenschat|grammatica|spelling|rekenen|wiskunde|biologie|natuurkunde|scheikunde|economie|engels|frans|duits|muziek|tekenen|handvaardigheid|verkeer|burgerschap)\b|\b(reken|taal|lees|schrijf)les\b/i;

const LESSON_OF = { reken: 'rekenen', taal: 'taal', lees: 'lezen', schrijf: 'schrijven' } as const;

/** Words after "over" that are about time, not a subject ("over twee weken"). */
const NOT_A_SUBJECT = /^(?:\d|een\s+(?:paar|week|maand)|twee|drie|vier|vijf|enkele|volgende|morgen)\b/i;

/** The subject as the teacher wrote it ("de Tweede Wereldoorlog"), or undefined. */
export function readSubject(text: string): string | undefined {
  const over = /\bover\s+/i.exec(text);
  if (over) {
    const rest = text.slice(over.index + over[0].length);
    const end = SUBJECT_END.exec(rest);
    const subject = rest.slice(0, end ? end.index : undefined).trim();
    if (subject.length >= 2 && !NOT_A_SUBJECT.test(subject)) return subject;
  }
  const named = SCHOOL_SUBJECT.exec(text);
  if (!named) return undefined;
  const lessonKind = named[2]?.toLowerCase() as keyof typeof LESSON_OF | undefined;
  return lessonKind ? LESSON_OF[lessonKind] : named[1]?.toLowerCase();
}

const AUDIENCES: [RegExp, Audience][] = [
  [/\bouders?\b|\bouderavond|\bnieuwsbrief/i, 'ouders'],
  [/\bstagiaires?\b|\bstagiairs?\b|\bpabo-?student|\blio\b|\bstudent(?:en)?\b/i, 'stagiair'],
  [/\bcollega'?s?\b|\bduo-?collega|\bteam(?:vergadering)?\b|\bstudiedag/i, 'collega'],
  [/\bdirectie\b|\bschoolleider|\bdirecteur/i, 'directie'],
  [/\bvoor (?:de |mijn )?leerlingen\b/i, 'leerlingen'],
];

export function readAudience(text: string): Audience | undefined {
  return AUDIENCES.find(([pattern]) => pattern.test(text))?.[1];
}

/** What tips are asked for: the words after "tips voor", up to the end of the clause. */
const TIPS_FOR = /\btips?\s+(?:voor|bij|over)\s+(.+?)(?=\s*[,.;:?!]|$)/i;

/** A class situation named anywhere in a request, most specific first. */
const SITUATIONS: RegExp[] = [
  /\b(?:een |mijn |de )?(?:leerling(?:en)?|kinderen|kind|kleuters|klas|groep(?: [1-8])?) (?:die|waar|waarin|waarbij) [^,.;:?!]+/i,
  /\b(?:een |mijn |de )?(?:onrustige|drukke|rumoerige|luidruchtige|chaotische|stille|nieuwe|grote|moeilijke|lastige) (?:klas|groep|kleuters|brugklas)\b/i,
  /\b(?:een )?combinatie(?:klas|groep)(?: \d\/\d)?/i,
  /\bna (?:de |het )?(?:gymles|gym|pauze|kleine pauze|grote pauze|lunch|middagpauze|buitenspelen|speelkwartier|vakantie|weekend)\b/i,
  /\b(?:op )?(?:vrijdagmiddag|maandagochtend|het laatste uur|de eerste week)\b|\b(?:een )?invalbeurt\b/i,
  /\b(?:erg |heel |te )?(?:druk|onrustig)\b/i,
];

export function readSituation(text: string): string | undefined {
  const situation = SITUATIONS.map((pattern) => pattern.exec(text)?.[0]).find(Boolean);
  return situation?.trim().replace(/\s+/g, ' ');
}

/** Whether a question asks for tips or advice rather than for a page. */
export function asksForTips(text: string): boolean {
  return /\btips?\b|\badvies\b|\bideeën\b/i.test(text);
}

/** What the tips are for: the named situation, else what follows "tips voor". */
export function readTipsFocus(text: string): string | undefined {
  return readSituation(text) ?? TIPS_FOR.exec(text)?.[1]?.trim();
}
