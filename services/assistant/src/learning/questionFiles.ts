import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchingSchema, PACKAGE_DIR } from './dataFiles.js';
import type { ExampleQuestion } from './questions.js';

/**
 * Question sets kept as data files (JSON, one file per round or set, the shape in
 * `training-questions/question-set.schema.json`), so a set is added or retired by moving a file, not by
 * editing code. The development files (`training-questions/development/*.json`) are read once at start
 * and join the example questions the search learns from; the eval reads its frozen test set
 * (`eval/testSet.json`) the same way.
 */
export interface QuestionRecord {
  question: string;
  /** Content keys (`kind:slug`) that answer it; empty: the right answer is "nothing found". */
  expect: string[];
  style: string;
  voice: string;
  source: string;
  round: string;
}

export const QUESTION_SET_SCHEMA_FILE = path.join(PACKAGE_DIR, 'training-questions/question-set.schema.json');
export const DEVELOPMENT_FOLDER = path.join(PACKAGE_DIR, 'training-questions/development');

/** A question set's text parsed and checked against the schema; throws naming the file and the first problems. */
export function parseQuestionSet(text: string, file: string): QuestionRecord[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is no valid JSON: ${(error as Error).message}`);
  }
  return matchingSchema<QuestionRecord[]>(data, QUESTION_SET_SCHEMA_FILE, file);
}

/** Every `*.json` question set in a folder, in file-name order, per file. */
export function readQuestionFolder(folder: string): Map<string, QuestionRecord[]> {
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort();
  return new Map(files.map((name) => [name.replace(/\.json$/, ''), parseQuestionSet(readFileSync(path.join(folder, name), 'utf8'), name)]));
}

/**
 * The role a question is asked in. The writers describe their voice freely ("a secondary
 * teacher", "schoolleider vo", "pabo-student"); the grounding step only needs the platform's role.
 */
export function roleOf(voice: string): ExampleQuestion['who'] {
  if (/school[ -]?lead|schoolleid|directeur|director|principal/i.test(voice)) return 'schoolleider';
  if (/student|stagiair|pabo|\blio\b|trainee/i.test(voice)) return 'student';
  return 'leraar';
}

/** A record as the search and the eval ask it. */
export function asExampleQuestion(record: QuestionRecord): ExampleQuestion {
  return { who: roleOf(record.voice), text: record.question, expect: record.expect };
}

/** A question set as its file holds it: one question a line, so a diff shows what changed. */
export function formatQuestionSet(records: readonly QuestionRecord[]): string {
  return `[\n${records.map((record) => `  ${JSON.stringify(record)}`).join(',\n')}\n]\n`;
}
