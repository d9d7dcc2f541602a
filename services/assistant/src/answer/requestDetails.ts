import { fold } from '../language/dutchText.js';
import type { Intent } from './intent.js';
import { readAudience, readSituation, readSubject, type Audience } from './requestFocus.js';

/** A grade, sector or lesson length named in the message itself ("groep 7", "mbo", "30 minuten"). */
export interface RequestDetails {
  /** One of the platform's sectors: PO, VO, MBO, HBO, S(VO). */
  sector: string | undefined;
  /** The grade as the teacher wrote it, e.g. "groep 7" or "havo 2". */
  grade: string | undefined;
  minutes: number | undefined;
  /** The lesson's subject as the teacher wrote it ("breuken", "de Tweede Wereldoorlog"). */
  subject: string | undefined;
  /** Who a summary is for. */
  audience: Audience | undefined;
  /** The class situation named ("een onrustige klas", "na de gymles"). */
  situation: string | undefined;
}

const SECTOR_PATTERNS: [RegExp, string][] = [
  [/\b(speciaal (voortgezet )?onderwijs|vso|svo|s\(vo\))\b/, 'S(VO)'],
  [/\b(mbo|roc|beroepsopleiding)\b/, 'MBO'],
  [/\b(hbo|pabo|hogeschool|universiteit)\b/, 'HBO'],
  [/\b(vmbo|havo|vwo|gymnasium|atheneum|brugklas|middelbare school|voortgezet onderwijs|vo)\b/, 'VO'],
  [/\b(groep [1-8]|kleuters?|basisschool|basisonderwijs|primair onderwijs|po)\b/, 'PO'],
];

const GRADE = /\b(groep [1-8]|brugklas|(?:vmbo|havo|vwo)[ -]?[1-6]|[1-6] ?(?:vmbo|havo|vwo)|klas [1-6])\b/;
const MINUTES = /\b(\d{1,3}) ?(?:min\b|minuten|minuut)/;
const HOURS: [RegExp, number][] = [
  [/\banderhalf uur\b/, 90],
  [/\b(een|1) (les)?uur\b|\blesuur\b/, 60],
  [/\bhalf uur\b/, 30],
];

export function readRequestDetails(text: string): RequestDetails {
  const plain = fold(text);
  const grade = GRADE.exec(plain)?.[1];
  const sector = SECTOR_PATTERNS.find(([pattern]) => pattern.test(plain))?.[1];
  const minuteMatch = MINUTES.exec(plain);
  const minutes = minuteMatch ? Number(minuteMatch[1]) : HOURS.find(([pattern]) => pattern.test(plain))?.[1];
  return {
    sector,
    grade,
    minutes: minutes && minutes >= 10 && minutes <= 240 ? minutes : undefined,
    subject: readSubject(text),
    audience: readAudience(text),
    situation: readSituation(text),
  };
}

/**
 * The topic words of a request: "vat ... samen" asks for a summary, so "samen" there is not the
 * topic (unlike in "samen oefenen"). Everything else that is not a topic is a stop word.
 */
export function topicOf(text: string, intent: Intent): string {
  if (intent !== 'samenvatting' || !/\bvat\b/i.test(text)) return text;
  return text.replace(/\bsamen\b(?!\s*(leren|werken|oefenen))/i, ' ');
}
