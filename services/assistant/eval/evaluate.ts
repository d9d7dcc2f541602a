import { buildGrounding } from '../src/answer/grounding.js';
import type { ContentIndex } from '../src/retrieval/contentIndex.js';
import { parseMessage } from '@doorloopjes/assistant-context';
import type { ExampleQuestion } from '../src/learning/questions.js';
import { seedIndex } from './seedContent.js';

/** The figures the frozen test set must reach. */
export const TARGETS = { hit1: 0.75, hit3: 0.9, noAnswerPrecision: 0.9, answerableRecall: 0.95 };

/** How one question fared. */
export interface Outcome {
  /** Whether the question has an answer on the platform. */
  answerable: boolean;
  /** The rank of the first expected item (1 is first), 0 when none came. */
  rank: number;
  /** Whether the assistant answered "nothing found". */
  nothingFound: boolean;
  /** For a question not answered right at rank 1: a line saying what came instead. */
  miss?: string;
}

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
  /** Per question, in the order asked: what the bootstrap resamples. */
  outcomes: Outcome[];
}

/** The measures a scoring reports, each a share between 0 and 1. */
export const MEASURES = ['hit1', 'hit3', 'mrr', 'noAnswerPrecision', 'noAnswerRecall', 'answerableRecall'] as const;
export type Measure = (typeof MEASURES)[number];

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

/** How a question fared against the index given for it. */
function outcomeOf(question: ExampleQuestion, index: ContentIndex): Outcome {
  const results = ranked(index, question);
  const nothingFound = results.length === 0;
  if (question.expect.length === 0) {
    return { answerable: false, rank: 0, nothingFound, miss: nothingFound ? undefined : `no-answer  "${question.text}" -> ${results.slice(0, 3).join(', ')}` };
  }
  const rank = results.findIndex((key) => question.expect.includes(key)) + 1;
  const miss = rank === 1 ? undefined : `rank ${rank || '-'}  "${question.text}" -> ${results.slice(0, 3).join(', ') || '(nothing)'}`;
  return { answerable: true, rank, nothingFound, miss };
}

/** The figures of a set of outcomes (a scoring, or one of the bootstrap's resamples). */
export function figures(outcomes: readonly Outcome[]): Omit<Evaluation, 'misses' | 'outcomes'> {
  const answered = outcomes.filter((outcome) => outcome.answerable);
  const unanswerable = outcomes.filter((outcome) => !outcome.answerable);
  const found = answered.filter((outcome) => outcome.rank >= 1);
  const answerable = answered.length;
  const hit1 = found.filter((outcome) => outcome.rank === 1).length;
  const hit3 = found.filter((outcome) => outcome.rank <= 3).length;
  // Summed in the order asked, as the figures have always been (a float sum depends on its order).
  const reciprocal = found.reduce((sum, outcome) => sum + 1 / outcome.rank, 0);
  const noAnswerRight = unanswerable.filter((outcome) => outcome.nothingFound).length;
  const falseNothing = answered.filter((outcome) => outcome.nothingFound).length;
  const noAnswer = outcomes.length - answerable;
  return {
    questions: outcomes.length,
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
  };
}

/** A scoring: its figures, the lines of its misses and the outcomes behind them. */
export function summarise(outcomes: Outcome[]): Evaluation {
  return { ...figures(outcomes), misses: outcomes.flatMap((outcome) => (outcome.miss ? [outcome.miss] : [])), outcomes };
}

/**
 * Runs a question set through the grounding step the route uses, each question against the
 * index given for it (by default the seeded index that learned from every example question).
 */
export function evaluate(questions: ExampleQuestion[], indexFor: (question: ExampleQuestion) => ContentIndex = constant(seedIndex())): Evaluation {
  return summarise(questions.map((question) => outcomeOf(question, indexFor(question))));
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
 * has seen them would only say it remembers them. `scored` picks the questions to report (one
 * development file, say); the folds are always cut from the whole set.
 */
export function crossValidated(questions: ExampleQuestion[], scored: ExampleQuestion[] = questions): Evaluation {
  const foldOf = new Map(questions.map((question, position) => [question, position % FOLDS]));
  const indexes = Array.from({ length: FOLDS }, (_, fold) => seedIndex(questions.filter((question) => foldOf.get(question) !== fold)));
  return evaluate(scored, (question) => indexes[foldOf.get(question) ?? 0] ?? seedIndex([]));
}

/** A round of questions asked of an index that learned from all the other example questions. */
export function heldOut(round: ExampleQuestion[], all: ExampleQuestion[]): Evaluation {
  return evaluate(round, constant(seedIndex(all.filter((question) => !round.includes(question)))));
}
