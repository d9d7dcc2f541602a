/**
 * Retrieval evaluation: `pnpm --filter assistant eval` (add `-- --verbose` to list the
 * development set's misses). Asks the grounding step (the same code the route uses) every
 * question of the development set and of the frozen test set against the seeded content and
 * prints, per set, hit@1, hit@3, MRR and the no-answer decision's precision and recall.
 * The test set's misses are never printed: it is not for tuning (see eval/README.md).
 * Exits non-zero when the test set misses a target.
 */
import { evaluate, meetsTargets, TARGETS, type Evaluation } from './evaluate.js';
import { QUESTIONS } from './questions.js';
import { seedIndex } from './seedContent.js';
import { TEST_QUESTIONS } from './testSet.js';

const index = seedIndex();
const development = evaluate(QUESTIONS, index);
const test = evaluate(TEST_QUESTIONS, index);

const figure = (value: number) => value.toFixed(3);
const row = (measure: string, pick: (result: Evaluation) => string, target = '') =>
  `| ${measure} | ${pick(development)} | ${pick(test)} | ${target} |`;

console.log(`Retrieval evaluation over ${index.size} seeded items`);
console.log('| measure | development set | test set (frozen) | target (test set) |');
console.log('|---|---|---|---|');
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

if (!meetsTargets(test)) {
  console.error('\nThe test set misses a target.');
  process.exitCode = 1;
}
