/**
 * Retrieval evaluation: `pnpm --filter assistant eval`. Asks the grounding step (the same code
 * the route uses) every question of the development set and of the frozen test set against the
 * seeded content and prints, per set, hit@1, hit@3, MRR and the no-answer decision's precision
 * and recall. Exits non-zero when the test set misses a target.
 *
 * The development set is the example questions the search learns from, so it is scored by
 * 5-fold cross-validation (each fifth asked of an index that learned from the rest); the test
 * set is asked of the index the service runs, which learned from all of them and never from it.
 *
 * While tuning, run `-- --dev`: the development set only, so the test set's figures are taken
 * just before and after a round of changes (see eval/README.md). `--round` scores the newest
 * development rounds alone, asked of an index that learned from the other rounds; `--verbose`
 * lists the development questions not answered at rank 1. The test set's misses are never
 * printed: it is not for tuning.
 */
import { EXAMPLE_QUESTIONS, NEWEST_ROUNDS } from '../src/content/examples/questions.js';
import { crossValidated, evaluate, heldOut, meetsTargets, TARGETS, type Evaluation } from './evaluate.js';
import { seedIndex } from './seedContent.js';
import { TEST_QUESTIONS } from './testSet.js';

const developmentOnly = process.argv.includes('--dev');
const newestRound = process.argv.includes('--round');
const index = seedIndex();
const development = newestRound ? heldOut(NEWEST_ROUNDS, EXAMPLE_QUESTIONS) : crossValidated(EXAMPLE_QUESTIONS);
// The test set is asked of the index the service runs: it learned from every example question.
const test = developmentOnly ? undefined : evaluate(TEST_QUESTIONS, () => index);
const developmentColumn = newestRound ? 'newest rounds (index learned from the other rounds)' : 'development set (5-fold cross-validated)';

const figure = (value: number) => value.toFixed(3);
const row = (measure: string, pick: (result: Evaluation) => string, target = '') =>
  test ? `| ${measure} | ${pick(development)} | ${pick(test)} | ${target} |` : `| ${measure} | ${pick(development)} |`;

console.log(`Retrieval evaluation over ${index.size} seeded items`);
console.log(test ? `| measure | ${developmentColumn} | test set (frozen) | target (test set) |` : `| measure | ${developmentColumn} |`);
console.log(test ? '|---|---|---|---|' : '|---|---|');
console.log(row('questions (answerable / no answer)', (result) => `${result.questions} (${result.answerable} / ${result.noAnswer})`));
console.log(row('hit@1', (result) => figure(result.hit1), `>= ${TARGETS.hit1}`));
console.log(row('hit@3', (result) => figure(result.hit3), `>= ${TARGETS.hit3}`));
console.log(row('MRR', (result) => figure(result.mrr)));
console.log(
  row('no-answer precision', (result) => `${figure(result.noAnswerPrecision)} (${result.noAnswerRight}/${result.noAnswerRight + result.falseNothing})`, `>= ${TARGETS.noAnswerPrecision}`),
);
console.log(row('no-answer recall', (result) => `${figure(result.noAnswerRecall)} (${result.noAnswerRight}/${result.noAnswer})`));
console.log(
  row('answerable recall', (result) => `${figure(result.answerableRecall)} (${result.answerable - result.falseNothing}/${result.answerable})`, `>= ${TARGETS.answerableRecall}`),
);
if (process.argv.includes('--verbose')) console.log(`\nDevelopment set, not at rank 1:\n${development.misses.join('\n')}`);

if (test && !meetsTargets(test)) {
  console.error('\nThe test set misses a target.');
  process.exitCode = 1;
}
