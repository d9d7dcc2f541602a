/**
 * Retrieval evaluation: `pnpm --filter assistant eval` (add `--verbose` to list every miss).
 * Asks the grounding step (the same code the route uses) for each question of the project's set
 * against the seeded content and prints hit@1, hit@3, MRR and the share of no-answer questions
 * answered with "nothing found". Exits non-zero when a target is missed.
 */
import { evaluate, TARGETS } from './evaluate.js';

const result = evaluate();
console.log(
  `Retrieval evaluation: ${result.questions} questions (${result.answerable} with an answer, ${result.noAnswer} without) over ${result.index.size} seeded items`,
);
console.log('| measure | value | target |');
console.log('|---|---|---|');
console.log(`| hit@1 | ${result.hit1.toFixed(3)} | >= ${TARGETS.hit1} |`);
console.log(`| hit@3 | ${result.hit3.toFixed(3)} | >= ${TARGETS.hit3} |`);
console.log(`| MRR | ${result.mrr.toFixed(3)} | |`);
console.log(`| no-answer precision | ${result.noAnswerPrecision.toFixed(3)} (${result.noAnswerRight}/${result.noAnswer}) | >= ${TARGETS.noAnswer} |`);
console.log(`| answerable questions answered with "nothing found" | ${result.falseNothing} | |`);
if (process.argv.includes('--verbose')) console.log(`\nNot at rank 1:\n${result.misses.join('\n')}`);

if (result.hit1 < TARGETS.hit1 || result.hit3 < TARGETS.hit3 || result.noAnswerPrecision < TARGETS.noAnswer) {
  console.error('\nA target was missed.');
  process.exitCode = 1;
}
