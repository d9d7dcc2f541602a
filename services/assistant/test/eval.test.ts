import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../eval/evaluate.js';
import { nearDuplicates, unitTestStrings, words } from '../eval/disjointness.js';
import { seedIndex } from '../eval/seedContent.js';
import { readFrozenTestSet, sha256, TEST_SET_CHECKSUM_FILE, TEST_SET_FILE } from '../eval/testSet.js';
import { DEVELOPMENT_FILES, EXAMPLE_QUESTIONS, NEWEST_ROUNDS } from '../src/content/examples/questions.js';
import { DEVELOPMENT_FOLDER, parseQuestionSet, readQuestionFolder, roleOf } from '../src/content/examples/questionFiles.js';

const testDir = path.dirname(fileURLToPath(import.meta.url));
const TEST_SET = readFrozenTestSet();
const normalised = (text: string) => [...words(text)].join(' ');

// The figures themselves come from `pnpm --filter assistant eval`; these tests keep the sets and
// the measures honest.
describe('retrieval evaluation sets', () => {
  const keys = new Set(seedIndex().all().map((item) => item.key));

  it('has a development set of at least 60 questions, some without an answer, with the retired test set among them', () => {
    expect(EXAMPLE_QUESTIONS.length).toBeGreaterThanOrEqual(60);
    expect(EXAMPLE_QUESTIONS.filter((question) => question.expect.length === 0).length).toBeGreaterThanOrEqual(5);
    expect(DEVELOPMENT_FILES.get('test-set-1')).toHaveLength(169);
    for (const question of DEVELOPMENT_FILES.get('test-set-1') ?? []) expect(EXAMPLE_QUESTIONS).toContain(question);
  });

  it('has a frozen test set of at least 150 questions from several writers and voices, 15-20 % without an answer', () => {
    // 225 written blind by four writers; 15 near-duplicates of development questions, unit test
    // strings or each other were dropped before it was frozen (eval/README.md).
    expect(TEST_SET.length).toBeGreaterThanOrEqual(150);
    const noAnswer = TEST_SET.filter((record) => record.expect.length === 0).length / TEST_SET.length;
    expect(noAnswer).toBeGreaterThanOrEqual(0.15);
    expect(noAnswer).toBeLessThanOrEqual(0.2);
    expect(new Set(TEST_SET.map((record) => record.source)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(TEST_SET.map((record) => record.voice)).size).toBeGreaterThanOrEqual(4);
  });

  it('expects only content that exists in the seed', () => {
    for (const question of [...EXAMPLE_QUESTIONS, ...TEST_SET.map((record) => ({ expect: record.expect }))]) {
      for (const key of question.expect) expect(keys, key).toContain(key);
    }
  });

  it('asks nothing in the newest development rounds that an earlier round already asked', () => {
    const earlier = new Set(EXAMPLE_QUESTIONS.filter((question) => !NEWEST_ROUNDS.includes(question)).map((question) => normalised(question.text)));
    expect(NEWEST_ROUNDS.length).toBeGreaterThanOrEqual(120);
    expect(NEWEST_ROUNDS.filter((question) => earlier.has(normalised(question.text))).map((question) => question.text)).toEqual([]);
  });
});

describe('the test set is disjoint from what was tuned on', () => {
  const questions = TEST_SET.map((record) => record.question);

  it('shares no question, nor one that differs by case, accents, punctuation or a word or two, with the development set', () => {
    expect(nearDuplicates(questions, EXAMPLE_QUESTIONS.map((question) => question.text))).toEqual([]);
  });

  it("shares none with the strings of the service's unit tests", () => {
    expect(nearDuplicates(questions, unitTestStrings(testDir))).toEqual([]);
  });

  it('takes two questions that differ only by case, accents and punctuation, or by a word in five, for one', () => {
    expect(nearDuplicates(['Hoe differentiëer ik?'], ['hoe differentieer ik'])).toHaveLength(1);
    expect(nearDuplicates(['wat doe ik met een onrustige klas'], ['wat doe ik met een drukke klas'])).toHaveLength(1);
    expect(nearDuplicates(['wat doe ik met een onrustige klas'], ['hoe begin ik met een klas'])).toEqual([]);
  });

  it('reads the questions a unit test asks, in plain and template strings, and leaves content keys out', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'assistant-strings-'));
    fs.mkdirSync(path.join(folder, 'nested'));
    fs.writeFileSync(path.join(folder, 'nested/a.test.ts'), "ask('Hoe start ik de dag?', `groep ${7} \\u00e9\\u00e9n`, 'doorloopje:een-vaste-start', '/dashboard');");
    expect(unitTestStrings(folder)).toEqual(['Hoe start ik de dag?', 'groep ', ' één']);
  });
});

describe('question set files', () => {
  const record = { question: 'Hoe start ik de dag?', expect: ['doorloopje:een-vaste-start-van-de-les'], style: 'paraphrase', voice: 'leraar', source: 'a writer', round: 'r' };

  it('match the JSON Schema: the development files and the test set', () => {
    expect([...readQuestionFolder(DEVELOPMENT_FOLDER).values()].flat().length).toBeGreaterThan(0);
    expect(parseQuestionSet(JSON.stringify([record]), 'ok.json')).toEqual([record]);
  });

  it('refuse a question without its round, a key that is no content key and an unknown field', () => {
    const { round: _round, ...withoutRound } = record;
    expect(() => parseQuestionSet(JSON.stringify([withoutRound]), 'a.json')).toThrow(/a\.json does not match.*round/);
    expect(() => parseQuestionSet(JSON.stringify([{ ...record, expect: ['stiltesignaal'] }]), 'b.json')).toThrow(/expect\/0/);
    expect(() => parseQuestionSet(JSON.stringify([{ ...record, who: 'leraar' }]), 'c.json')).toThrow(/additional/);
    expect(() => parseQuestionSet('[{', 'd.json')).toThrow(/d\.json is no valid JSON/);
  });

  it("ask each question in its writer's voice as one of the platform's roles", () => {
    expect(['leraar', 'primary', 'secondary', 'mbo', 'intern-begeleider'].map(roleOf)).toEqual(Array(5).fill('leraar'));
    expect(['schoolleider', 'school-leader', 'School leader'].map(roleOf)).toEqual(Array(3).fill('schoolleider'));
    expect(['student', 'student-teacher', 'pabo-student'].map(roleOf)).toEqual(Array(3).fill('student'));
  });
});

describe('the frozen test set', () => {
  it('is the file its checksum was taken of', () => {
    expect(fs.readFileSync(TEST_SET_CHECKSUM_FILE, 'utf8')).toBe(`${sha256(fs.readFileSync(TEST_SET_FILE))}  testSet.json\n`);
  });

  it('is refused when a byte has changed', () => {
    const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'assistant-frozen-')), 'testSet.json');
    fs.writeFileSync(copy, fs.readFileSync(TEST_SET_FILE, 'utf8').replace('"expect":[', '"expect": ['));
    expect(() => readFrozenTestSet(copy)).toThrow(/is not the frozen test set/);
  });
});

describe('retrieval evaluation measures', () => {
  it('counts "nothing found" on an answerable question against precision and recall', () => {
    const result = evaluate([
      { who: 'leraar', text: 'Hoe vraag ik zwangerschapsverlof aan?', expect: [] },
      { who: 'leraar', text: 'stiltesignaal', expect: ['doorloopje:stiltesignaal-invoeren'] },
      { who: 'leraar', text: 'zwangerschapsverlof', expect: ['doorloopje:stiltesignaal-invoeren'] },
    ]);
    expect(result.answerable).toBe(2);
    expect(result.hit1).toBe(0.5);
    expect(result.noAnswerRight).toBe(1);
    expect(result.falseNothing).toBe(1);
    expect(result.noAnswerPrecision).toBe(0.5);
    expect(result.noAnswerRecall).toBe(1);
    expect(result.answerableRecall).toBe(0.5);
    expect(result.outcomes).toHaveLength(3);
  });
});
