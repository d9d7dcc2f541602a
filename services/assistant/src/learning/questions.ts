import { asExampleQuestion, DEVELOPMENT_FOLDER, readQuestionFolder } from './questionFiles.js';

/**
 * Questions teachers ask, with the guides that answer them: what the search learns its
 * teachers' wording from (each answered question is indexed with the guides it expects, see
 * retrieval/askedQuestions.ts), and the evaluation's development set (tuning allowed, scored by
 * cross-validation; the frozen test set is eval/testSet.json and is never learned from).
 * `expect` lists the content keys (`kind:slug`) that are a right answer; empty means the right
 * answer is "nothing found".
 */
export interface ExampleQuestion {
  who: 'leraar' | 'schoolleider' | 'student';
  text: string;
  expect: string[];
}

/**
 * The development sets, one data file per round or set (`training-questions/development/*.json`), by file
 * name, read once at start. The files are read in name order, which is the order they were
 * written (`round-01-first` … `round-18-seventeenth`, then `test-set-1`, the first frozen test
 * set, retired into the development data once it had been scored too often to be evidence; see
 * eval/README.md). The order matters: the eval's cross-validation cuts its folds by position.
 * Adding a round is adding a file.
 */
export const DEVELOPMENT_FILES: ReadonlyMap<string, ExampleQuestion[]> = new Map(
  [...readQuestionFolder(DEVELOPMENT_FOLDER)].map(([name, records]) => [name, records.map(asExampleQuestion)]),
);

/** Every development question, file after file: what the service's index learns from. */
export const EXAMPLE_QUESTIONS: ExampleQuestion[] = [...DEVELOPMENT_FILES.values()].flat();

/** The files of the tuning rounds (`round-NN-…`), oldest first. */
const ROUND_FILES = [...DEVELOPMENT_FILES.keys()].filter((name) => name.startsWith('round-'));

/**
 * The two rounds written last: `eval -- --round` asks them of an index that learned from all
 * the others.
 */
export const NEWEST_ROUNDS: ExampleQuestion[] = ROUND_FILES.slice(-2).flatMap((name) => DEVELOPMENT_FILES.get(name) ?? []);
