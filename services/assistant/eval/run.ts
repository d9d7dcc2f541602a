/**
 * Retrieval evaluation: `pnpm --filter assistant eval` (add `--verbose` to list every miss).
 * Asks the grounding step (the same code the route uses) for each question of the project's set
 * against the seeded content and prints hit@1, hit@3, MRR and the share of no-answer questions
 * answered with "nothing found". Exits non-zero when a target is missed.
 */
import { buildGrounding } from '../src/answer/grounding.js';
import { parseMessage } from '../src/context/header.js';
import { QUESTIONS, type EvalQuestion } from './questions.js';
import { seedIndex } from './seedContent.js';

const TARGETS = { hit1: 0.75, hit3: 0.9, noAnswer: 0.9 };
const verbose = process.argv.includes('--verbose');

const SECTOR: Record<EvalQuestion['who'], string> = { leraar: 'PO', schoolleider: 'VO', student: 'HBO' };

const index = seedIndex();

/** What the assistant would lead to, best first: the item it answers about, then its search hits. */
function ranked(question: EvalQuestion): string[] {
  const header = ['[CONTEXT]', `Rol: ${question.who === 'student' ? 'anders' : question.who}`, `Sector: ${SECTOR[question.who]}`, 'Pagina: /dashboard', '[/CONTEXT]'];
  const parsed = parseMessage([...header, question.text].join('\n'));
  const grounding = buildGrounding(index, parsed.userText, parsed.context, '/dashboard');
  const keys = [grounding.target?.key, ...grounding.hits.map((hit) => hit.item.key)].filter((key): key is string => Boolean(key));
  return [...new Set(keys)];
}

let hit1 = 0;
let hit3 = 0;
let reciprocal = 0;
let answerable = 0;
let noAnswer = 0;
let noAnswerRight = 0;
let falseNothing = 0;
const misses: string[] = [];

for (const question of QUESTIONS) {
  const results = ranked(question);
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

const figures = {
  hit1: hit1 / answerable,
  hit3: hit3 / answerable,
  mrr: reciprocal / answerable,
  noAnswer: noAnswerRight / noAnswer,
};

console.log(`Retrieval evaluation: ${QUESTIONS.length} questions (${answerable} with an answer, ${noAnswer} without) over ${index.size} seeded items`);
console.log('| measure | value | target |');
console.log('|---|---|---|');
console.log(`| hit@1 | ${figures.hit1.toFixed(3)} | >= ${TARGETS.hit1} |`);
console.log(`| hit@3 | ${figures.hit3.toFixed(3)} | >= ${TARGETS.hit3} |`);
console.log(`| MRR | ${figures.mrr.toFixed(3)} | |`);
console.log(`| no-answer precision | ${figures.noAnswer.toFixed(3)} (${noAnswerRight}/${noAnswer}) | >= ${TARGETS.noAnswer} |`);
console.log(`| answerable questions answered with "nothing found" | ${falseNothing} | |`);
if (verbose) console.log(`\nNot at rank 1:\n${misses.join('\n')}`);

const missed = figures.hit1 < TARGETS.hit1 || figures.hit3 < TARGETS.hit3 || figures.noAnswer < TARGETS.noAnswer;
if (missed) {
  console.error('\nA target was missed.');
  process.exitCode = 1;
}
