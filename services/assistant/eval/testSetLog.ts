import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BootstrapOptions, Interval } from './bootstrap.js';
import type { Measure } from './evaluate.js';

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

export function readTestSetLog(file = TEST_SET_LOG_FILE): TestSetScoring[] {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as TestSetScoring[]) : [];
}

/** Adds a scoring to the end of the log; returns its number (1 for the first). */
export function appendTestSetScoring(scoring: TestSetScoring, file = TEST_SET_LOG_FILE): number {
  const log = [...readTestSetLog(file), scoring];
  writeFileSync(file, `${JSON.stringify(log, null, 2)}\n`);
  return log.length;
}
