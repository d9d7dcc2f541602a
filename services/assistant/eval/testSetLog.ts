import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BootstrapOptions, Interval } from './bootstrap.js';
import type { Measure } from './evaluate.js';
import type { AnswerMeasure } from './answers/scoreAnswer.js';

/**
 * Every scoring of the test set, in the order they were run: the eval appends one entry each
 * time it scores the test set, and eval/README.md takes the test set's figures from here. How
 * often a test set has been looked at is then a fact in the repository, not a memory.
 */
export const TEST_SET_LOG_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test-set-log.json');

export interface Figure extends Interval {
  value: number;
}

export interface TestSetScoring {
  /** When it was scored (ISO 8601). */
  date: string;
  /** The commit scored (the guard made sure the retrieval code had no uncommitted change). */
  commit: string;
  testSet: { file: string; sha256: string };
  questions: number;
  answerable: number;
  noAnswer: number;
  /** Each measure with its bootstrap interval. */
  figures: Record<Measure, Figure>;
  /** The counts behind the no-answer figures. */
  counts: { noAnswerRight: number; falseNothing: number };
  bootstrap: BootstrapOptions & { method: string };
  targetsMet: boolean;
}

/** A figure of the answer set: the share of the requests it applies to that pass, and the counts. */
export interface AnswerFigure extends Figure {
  passed: number;
  of: number;
}

/** A scoring of the frozen answer set (eval/answers): the no-model answers, not the retrieval. */
export interface AnswerSetScoring {
  kind: 'answers';
  date: string;
  commit: string;
  testSet: { file: string; sha256: string };
  requests: number;
  figures: Record<AnswerMeasure, AnswerFigure>;
  bootstrap: BootstrapOptions & { method: string };
}

/** Retrieval scorings carry no `kind` (they came first); answer scorings say `kind: 'answers'`. */
export type ScoringLogEntry = TestSetScoring | AnswerSetScoring;

export function readTestSetLog(file = TEST_SET_LOG_FILE): ScoringLogEntry[] {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ScoringLogEntry[]) : [];
}

/** Adds a scoring to the end of the log; returns its number (1 for the first). */
export function appendTestSetScoring(scoring: ScoringLogEntry, file = TEST_SET_LOG_FILE): number {
  const log = [...readTestSetLog(file), scoring];
  writeFileSync(file, `${JSON.stringify(log, null, 2)}\n`);
  return log.length;
}
