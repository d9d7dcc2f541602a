import { foldTitle } from '../../src/language/dutchText.js';
import type { AnswerRequestRecord } from './answerSet.js';

/**
 * What the scorer checks in one answer. Each check applies to some requests only (the subject
 * checks to lesson plans that name a subject, say); a figure is the share of the requests it
 * applies to that pass it.
 */
export const ANSWER_MEASURES = [
  'subjectInGoal',
  'subjectInEveryActivity',
  'asksForSubject',
  'groupRespected',
  'durationsSum',
  'audienceAddressed',
  'situationAddressed',
  'guideRelevant',
  'clean',
] as const;
export type AnswerMeasure = (typeof ANSWER_MEASURES)[number];

/** Per measure: passed, failed, or undefined when it does not apply to the request. */
export type AnswerChecks = Record<AnswerMeasure, boolean | undefined>;

/** Folded text, so "Tweede Wereldoorlog" is found in "de tweede wereldoorlog". */
const plain = foldTitle;
const namesAny = (text: string, words: readonly string[]) => words.some((word) => plain(text).includes(plain(word)));

/** The lines under a `### heading` up to the next heading. */
function section(answer: string, heading: RegExp): string | undefined {
  const lines = answer.split('\n');
  const start = lines.findIndex((line) => /^#{2,3} /.test(line) && heading.test(line));
  if (start < 0) return undefined;
  const end = lines.findIndex((line, position) => position > start && /^#{1,3} /.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** The numbered lines of the lesson's course: the activities. */
function activities(answer: string): string[] {
  return (section(answer, /Lesverloop/) ?? '').split('\n').filter((line) => /^\d+\. /.test(line));
}

const minutesOf = (line: string) => Number(/\((\d+) min\)/.exec(line)?.[1] ?? Number.NaN);

/** Platform links in the order they appear, as content keys (`doorloopje:slug`). */
export function linkedKeys(answer: string): string[] {
  const kinds: Record<string, string> = { doorloopjes: 'doorloopje', artikel: 'artikel', why: 'why', how: 'how' };
  return [...answer.matchAll(/\]\(\/(doorloopjes|artikel|why|how)\/([^)\s]+)\)/g)].map(([, route, slug]) => `${kinds[route ?? '']}:${decodeURIComponent(slug ?? '')}`);
}

const OTHER_SECTOR: Record<'PO' | 'VO', string> = { PO: 'voortgezet onderwijs', VO: 'primair onderwijs' };

/** Leftovers of a template or of code: placeholders, 'undefined', an empty pair of brackets. */
const TEMPLATE_SYNTAX = /\{\{|\}\}|\$\{|\bundefined\b|\bnull\b|\bNaN\b|\[object |\(\s*\)|\*\*\s*\*\*/;

/** A heading with nothing under it, or a list item with nothing in it. */
function hasEmptySection(answer: string): boolean {
  const blocks = answer.split('\n').filter((line) => line.trim() !== '');
  const emptyHeading = blocks.some((line, position) => /^#{1,6} /.test(line) && (position === blocks.length - 1 || /^#{1,6} /.test(blocks[position + 1] ?? '')));
  return emptyHeading || blocks.some((line) => /^\s*(?:[-*]|\d+\.)\s*$/.test(line));
}

export function scoreAnswer(request: AnswerRequestRecord, answer: string): AnswerChecks {
  const plan = request.shape === 'lesplan';
  const steps = activities(answer);
  const goal = section(answer, /Leerdoel/);
  const links = linkedKeys(answer);
  const considered = request.shape === 'tips' ? links.slice(0, 3) : links.slice(0, 1);
  return {
    subjectInGoal: plan && request.subject ? goal !== undefined && namesAny(goal, request.subject) : undefined,
    subjectInEveryActivity: plan && request.subject ? steps.length > 0 && steps.every((line) => namesAny(line, request.subject ?? [])) : undefined,
    asksForSubject: plan && !request.subject ? /[^.!?\n]*\b(waarover|onderwerp|waar gaat)[^.!?\n]*\?/i.test(answer) : undefined,
    groupRespected: request.group
      ? namesAny(answer, [request.group.replace(/^kleuters$/, 'kleuter')]) && !(request.sector && plain(answer).includes(OTHER_SECTOR[request.sector]))
      : undefined,
    durationsSum: plan && request.minutes !== null ? steps.length > 0 && steps.reduce((sum, line) => sum + minutesOf(line), 0) === request.minutes : undefined,
    audienceAddressed: request.audience ? namesAny(answer, request.audience) : undefined,
    situationAddressed: request.situation ? namesAny(answer, request.situation) : undefined,
    guideRelevant: request.expect.length > 0 ? considered.some((key) => request.expect.includes(key)) : undefined,
    clean: !TEMPLATE_SYNTAX.test(answer) && !hasEmptySection(answer),
  };
}
