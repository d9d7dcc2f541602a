/**
 * Freezes a new test set from the blind writers' files:
 * `pnpm --filter assistant exec tsx eval/freezeTestSet.ts --round NAME writer-1.json writer-2.json`.
 *
 * Each writer's file is a JSON array of { question, expect, style, voice, writer }. The script
 * handles the questions without anyone reading them: it keeps the expected keys that exist in the
 * seeded content (a question whose every key is unknown is dropped, since it would otherwise turn
 * into one without an answer), drops questions nearly equal (token Jaccard >= 0.6 after case,
 * accents and punctuation) to a development question, to a string in the unit tests or to a
 * question kept before it, writes eval/testSet.json and its checksum, and prints counts only.
 * It refuses to overwrite a frozen test set: retire that one into training-questions/development/ first.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXAMPLE_QUESTIONS } from '../src/learning/questions.js';
import { formatQuestionSet, parseQuestionSet, type QuestionRecord } from '../src/learning/questionFiles.js';
import { NEAR_DUPLICATE, jaccard, unitTestStrings, words } from './disjointness.js';
import { seedItems } from './seedContent.js';
import { sha256, TEST_SET_CHECKSUM_FILE, TEST_SET_FILE } from './testSet.js';

const argv = process.argv.slice(2).filter((arg) => arg !== '--');
const roundAt = argv.indexOf('--round');
const round = roundAt >= 0 ? argv[roundAt + 1] : undefined;
const writerFiles = argv.filter((arg, position) => arg !== '--round' && position !== roundAt + 1);

if (!round || writerFiles.length === 0) {
  console.error('Usage: tsx eval/freezeTestSet.ts --round NAME writer-1.json [writer-2.json ...]');
  process.exit(2);
}
if (existsSync(TEST_SET_FILE)) {
  console.error(`${path.basename(TEST_SET_FILE)} exists: a frozen test set is never overwritten. Move it into training-questions/development/ first.`);
  process.exit(1);
}

const known = new Set(seedItems().map((item) => item.key));
const assistantDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const developmentWords = EXAMPLE_QUESTIONS.map((question) => words(question.text));
const unitTestWords = unitTestStrings(path.join(assistantDir, 'test')).map(words);
const nearAny = (own: Set<string>, others: readonly Set<string>[]) => others.some((other) => jaccard(own, other) >= NEAR_DUPLICATE);

const count = new Map<string, number>();
const tally = (what: string) => count.set(what, (count.get(what) ?? 0) + 1);
const kept: QuestionRecord[] = [];
const keptWords: Set<string>[] = [];

for (const file of writerFiles) {
  const written = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (!Array.isArray(written)) throw new Error(`${file} holds no JSON array.`);
  for (const entry of written as Record<string, unknown>[]) {
    tally('written');
    const expect = Array.isArray(entry.expect) ? entry.expect.filter((key): key is string => typeof key === 'string') : [];
    const existing = [...new Set(expect.filter((key) => known.has(key)))];
    if (existing.length < expect.length) tally('unknown keys removed from a question');
    if (expect.length > 0 && existing.length === 0) {
      tally('dropped: no expected key exists in the content');
      continue;
    }
    const candidate = { question: String(entry.question ?? '').trim(), expect: existing, style: String(entry.style ?? ''), voice: String(entry.voice ?? ''), source: String(entry.writer ?? ''), round };
    try {
      parseQuestionSet(JSON.stringify([candidate]), file);
    } catch {
      tally('dropped: does not match the schema');
      continue;
    }
    const own = words(candidate.question);
    if (nearAny(own, developmentWords)) tally('dropped: near-duplicate of a development question');
    else if (nearAny(own, unitTestWords)) tally('dropped: near-duplicate of a unit test string');
    else if (nearAny(own, keptWords)) tally('dropped: near-duplicate of a question kept before it');
    else {
      kept.push(candidate);
      keptWords.push(own);
    }
  }
}

const text = formatQuestionSet(kept);
writeFileSync(TEST_SET_FILE, text);
writeFileSync(TEST_SET_CHECKSUM_FILE, `${sha256(text)}  ${path.basename(TEST_SET_FILE)}\n`);

const byField = (field: 'style' | 'voice' | 'source') =>
  [...kept.reduce((tallies, record) => tallies.set(record[field], (tallies.get(record[field]) ?? 0) + 1), new Map<string, number>())]
    .sort(([, left], [, right]) => right - left)
    .map(([value, n]) => `${value} ${n}`)
    .join(', ');
const noAnswer = kept.filter((record) => record.expect.length === 0).length;
for (const [what, n] of count) console.log(`${what}: ${n}`);
console.log(`kept: ${kept.length}, without an answer: ${noAnswer} (${((100 * noAnswer) / Math.max(kept.length, 1)).toFixed(1)} %)`);
console.log(`styles: ${byField('style')}`);
console.log(`voices: ${byField('voice')}`);
console.log(`writers: ${byField('source')}`);
