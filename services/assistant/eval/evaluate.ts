import { buildGrounding } from '../src/answer/grounding.js';
import type { ContentIndex } from '../src/content/contentIndex.js';
import { parseMessage } from '@doorloopjes/assistant-context';
import type { ExampleQuestion } from '../src/content/examples/questions.js';
import { seedIndex } from './seedContent.js';

/** The figures the frozen test set must reach. */
export const TARGETS = { hit1: 0.75, hit3: 0.9, noAnswerPrecision: 0.9, answerableRecall: 0.95 };

export interface Evaluation {
  questions: number;
  answerable: number;
  noAnswer: number;
  hit1: number;
  hit3: number;
  mrr: number;
  /** Of the questions answered "nothing found", the share that really has no answer. */
  noAnswerPrecision: number;
  /** Of the questions without an answer, the share answered "nothing found". */
  noAnswerRecall: number;
  /** Of the questions with an answer, the share that got at least one item. */
  answerableRecall: number;
  /** Questions without an answer that got "nothing found". */
  noAnswerRight: number;
  /** Answerable questions that got "nothing found". */
  falseNothing: number;
  /** One line per question not answered right at rank 1. */
  misses: string[];
}

const SECTOR: Record<ExampleQuestion['who'], string> = { leraar: 'PO', schoolleider: 'VO', student: 'HBO' };

/** What the assistant would lead to, best first: the item it answers about, then its search hits. */
function ranked(index: ContentIndex, question: ExampleQuestion): string[] {
  const header = ['[CONTEXT]', `Rol: ${question.who === 'student' ? 'anders' : question.who}`, `Sector: ${SECTOR[question.who]}`, 'Pagina: /dashboard', '[/CONTEXT]'];
  const parsed = parseMessage([...header, question.text].join('\n'));
  const grounding = buildGrounding(index, parsed.userText, parsed.context, '/dashboard');
  const keys = [grounding.target?.key, ...grounding.hits.map((hit) => hit.item.key)].filter((key): key is string => Boolean(key));
  return [...new Set(keys)];
}

/** A share that is 1 when there was nothing to count, so an empty class does not read as failure. */
const share = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

/**
 * Runs a question set through the grounding step the route uses, each question against the
 * index given for it (by default the seeded index that learned from every example question).
 */
export function evaluate(questions: ExampleQuestion[], indexFor: (question: ExampleQuestion) => ContentIndex = constant(seedIndex())): Evaluation {
  let hit1 = 0;
  let hit3 = 0;
  let reciprocal = 0;
  let answerable = 0;
  let noAnswer = 0;
  let noAnswerRight = 0;
  let falseNothing = 0;
  const misses: string[] = [];
  for (const question of questions) {
    const results = ranked(indexFor(question), question);
    if (question.expect.length === 0) {
      noAnswer += 1;
      if (results.length === 0) noAnswerRight += 1;
      else misses.push(`no-answer  "${question.text}" -> ${results.slice(0, 3).join(', ')}`);
      continue;
    }
    answerable += 1;
    const rank = results.findIndex((key) => question.expect.includes(key)) + 1;
    if (results.length === 0) falseNothing += 1;
    if (rank === 1) hit1 += 1;
    if (rank >= 1 && rank <= 3) hit3 += 1;
    if (rank >= 1) reciprocal += 1 / rank;
    if (rank !== 1) misses.push(`rank ${rank || '-'}  "${question.text}" -> ${results.slice(0, 3).join(', ') || '(nothing)'}`);
  }
  return {
    questions: questions.length,
    answerable,
    noAnswer,
    hit1: share(hit1, answerable),
    hit3: share(hit3, answerable),
    mrr: share(reciprocal, answerable),
    noAnswerPrecision: share(noAnswerRight, noAnswerRight + falseNothing),
    noAnswerRecall: share(noAnswerRight, noAnswer),
    answerableRecall: share(answerable - falseNothing, answerable),
    noAnswerRight,
    falseNothing,
    misses,
  };
}

/** Whether a set's figures reach the targets. */
export function meetsTargets(result: Evaluation): boolean {
  return (
    result.hit1 >= TARGETS.hit1 &&
    result.hit3 >= TARGETS.hit3 &&
    result.noAnswerPrecision >= TARGETS.noAnswerPrecision &&
    result.answerableRecall >= TARGETS.answerableRecall
  );
}

const constant = (index: ContentIndex) => () => index;

/** How many parts the development set is cut into for cross-validation. */
const FOLDS = 5;

/**
 * The development set scored as questions nobody learned from: each fifth of it is asked of an
 * index that learned from the other four fifths only (k-fold cross-validation). The search
 * learns the teachers' wording from these very questions, so scoring them against an index that
 * has seen them would only say it remembers them.
 */
export function crossValidated(questions: ExampleQuestion[]): Evaluation {
  const foldOf = new Map(questions.map((question, position) => [question, position % FOLDS]));
  const indexes = Array.from({ length: FOLDS }, (_, fold) => seedIndex(questions.filter((question) => foldOf.get(question) !== fold)));
  return evaluate(questions, (question) => indexes[foldOf.get(question) ?? 0] ?? seedIndex([]));
}

/** A round of questions asked of an index that learned from all the other example questions. */
export function heldOut(round: ExampleQuestion[], all: ExampleQuestion[]): Evaluation {
  return evaluate(round, constant(seedIndex(all.filter((question) => !round.includes(question)))));
}
