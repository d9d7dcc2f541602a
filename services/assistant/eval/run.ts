/**
 * Retrieval evaluation: `pnpm --filter assistant eval`. Asks the grounding step (the same code
 * the route uses) every question of the development set and of the frozen test set against the
 * seeded content and prints, per set, hit@1, hit@3, MRR and the no-answer decision's precision
 * and recall, each with its bootstrap 95 % interval. Exits non-zero when the test set misses a
 * target.
 *
 * The development set is the example questions the search learns from, so it is scored by
 * 5-fold cross-validation (each fifth asked of an index that learned from the rest); the test
 * set is asked of the index the service runs, which learned from all of them and never from it.
 *
 * Scoring the test set is refused while the retrieval code, its word lists or the learning data
 * have uncommitted changes, and only when the test set's file matches its frozen checksum; every
 * scoring is appended to eval/test-set-log.json. While tuning, run `-- --dev`: the development
 * set only. `--round` scores the newest development rounds alone, asked of an index that learned
 * from the other rounds; `--only NAME` reports one development file (training-questions/development/NAME.json)
 * of the cross-validated scoring; `--verbose` lists the development questions not answered at
 * rank 1. The test set's misses are never printed: it is not for tuning.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEVELOPMENT_FILES, EXAMPLE_QUESTIONS, NEWEST_ROUNDS, type ExampleQuestion } from '../src/learning/questions.js';
import { asExampleQuestion } from '../src/learning/questionFiles.js';
import { BOOTSTRAP, measureIntervals, type Interval } from './bootstrap.js';
import { repository, uncommittedChanges } from './cleanTree.js';
import { crossValidated, evaluate, heldOut, meetsTargets, MEASURES, TARGETS, type Evaluation, type Measure } from './evaluate.js';
import { seedIndex } from './seedContent.js';
import { appendTestSetScoring } from './testSetLog.js';
import { frozenChecksum, readFrozenTestSet, TEST_SET_FILE } from './testSet.js';

const evalDir = path.dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const developmentOnly = argv.includes('--dev');
const newestRound = argv.includes('--round');
/** `--only NAME`: the name after the flag (an empty name when none follows). */
const onlyName = argv.includes('--only') ? (argv[argv.indexOf('--only') + 1] ?? '') : undefined;

function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

const onlyFile = onlyName === undefined ? undefined : DEVELOPMENT_FILES.get(onlyName);
if (onlyName !== undefined && !onlyFile) refuse(`--only: no development file "${onlyName}"; there are: ${[...DEVELOPMENT_FILES.keys()].join(', ')}.`);

/** The test set, once the tree is clean and its file is the frozen one. */
function frozenTestSet(): { questions: ExampleQuestion[]; commit: string } {
  const { root, commit } = repository(evalDir);
  const changes = uncommittedChanges(root);
  if (changes.length > 0) {
    refuse(
      `Refused to score the test set: the retrieval code, word lists or learning data have uncommitted changes. Commit them (a scoring is logged with its commit) or run \`-- --dev\`:\n${changes.join('\n')}`,
    );
  }
  try {
    return { questions: readFrozenTestSet().map(asExampleQuestion), commit };
  } catch (error) {
    return refuse(`Refused to score the test set: ${(error as Error).message}`);
  }
}

const frozen = developmentOnly ? undefined : frozenTestSet();
const index = seedIndex();
const development = newestRound ? heldOut(NEWEST_ROUNDS, EXAMPLE_QUESTIONS) : crossValidated(EXAMPLE_QUESTIONS, onlyFile);
// The test set is asked of the index the service runs: it learned from every example question.
const test = frozen ? evaluate(frozen.questions, () => index) : undefined;
const developmentColumn = newestRound
  ? 'newest rounds (index learned from the other rounds)'
  : onlyName
    ? `development file ${onlyName} (5-fold cross-validated with the whole set)`
    : 'development set (5-fold cross-validated)';

const developmentIntervals = measureIntervals(development.outcomes);
const testIntervals = test ? measureIntervals(test.outcomes) : undefined;

const figure = (value: number) => value.toFixed(3);
const interval = ({ low, high }: Interval) => `[${figure(low)}, ${figure(high)}]`;
const counted: Partial<Record<Measure, (result: Evaluation) => string>> = {
  noAnswerPrecision: (result) => ` (${result.noAnswerRight}/${result.noAnswerRight + result.falseNothing})`,
  noAnswerRecall: (result) => ` (${result.noAnswerRight}/${result.noAnswer})`,
  answerableRecall: (result) => ` (${result.answerable - result.falseNothing}/${result.answerable})`,
};
const cell = (result: Evaluation, intervals: Record<Measure, Interval>, measure: Measure) =>
  `${figure(result[measure])}${counted[measure]?.(result) ?? ''} ${interval(intervals[measure])}`;
const LABEL: Record<Measure, string> = {
  hit1: 'hit@1',
  hit3: 'hit@3',
  mrr: 'MRR',
  noAnswerPrecision: 'no-answer precision',
  noAnswerRecall: 'no-answer recall',
  answerableRecall: 'answerable recall',
};
const TARGET: Partial<Record<Measure, number>> = TARGETS;
const sizes = (result: Evaluation) => `${result.questions} (${result.answerable} / ${result.noAnswer})`;

console.log(`Retrieval evaluation over ${index.size} seeded items; [95 % bootstrap interval, ${BOOTSTRAP.resamples} resamples, seed ${BOOTSTRAP.seed}]`);
console.log(test ? `| measure | ${developmentColumn} | test set (frozen) | target (test set) |` : `| measure | ${developmentColumn} |`);
console.log(test ? '|---|---|---|---|' : '|---|---|');
console.log(test ? `| questions (answerable / no answer) | ${sizes(development)} | ${sizes(test)} | |` : `| questions (answerable / no answer) | ${sizes(development)} |`);
for (const measure of MEASURES) {
  const developmentCell = cell(development, developmentIntervals, measure);
  const target = TARGET[measure] === undefined ? '' : `>= ${TARGET[measure]}`;
  console.log(test && testIntervals ? `| ${LABEL[measure]} | ${developmentCell} | ${cell(test, testIntervals, measure)} | ${target} |` : `| ${LABEL[measure]} | ${developmentCell} |`);
}
if (argv.includes('--verbose')) console.log(`\nDevelopment set, not at rank 1:\n${development.misses.join('\n')}`);

if (frozen && test && testIntervals) {
  const scoring = appendTestSetScoring({
    date: new Date().toISOString(),
    commit: frozen.commit,
    testSet: { file: path.relative(path.resolve(evalDir, '..'), TEST_SET_FILE), sha256: frozenChecksum() },
    questions: test.questions,
    answerable: test.answerable,
    noAnswer: test.noAnswer,
    figures: Object.fromEntries(MEASURES.map((measure) => [measure, { value: test[measure], ...testIntervals[measure] }])) as Record<Measure, { value: number } & Interval>,
    counts: { noAnswerRight: test.noAnswerRight, falseNothing: test.falseNothing },
    bootstrap: { ...BOOTSTRAP, method: 'percentile; answerable and no-answer questions resampled apart' },
    targetsMet: meetsTargets(test),
  });
  console.log(`\nTest set scoring ${scoring} appended to eval/test-set-log.json (commit ${frozen.commit.slice(0, 7)}): commit it.`);
  if (!meetsTargets(test)) {
    console.error('\nThe test set misses a target.');
    process.exitCode = 1;
  }
}
