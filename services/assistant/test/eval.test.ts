import { describe, expect, it } from 'vitest';
import { evaluate } from '../eval/evaluate.js';
import { EXAMPLE_QUESTIONS, NEWEST_ROUNDS } from '../src/content/examples/questions.js';
import { seedIndex } from '../eval/seedContent.js';
import { TEST_QUESTIONS } from '../eval/testSet.js';

// The figures themselves come from `pnpm --filter assistant eval`; these tests keep the sets and
// the measures honest.
describe('retrieval evaluation sets', () => {
  const keys = new Set(seedIndex().all().map((item) => item.key));

  it('has a development set of at least 60 questions, some without an answer', () => {
    expect(EXAMPLE_QUESTIONS.length).toBeGreaterThanOrEqual(60);
    expect(EXAMPLE_QUESTIONS.filter((question) => question.expect.length === 0).length).toBeGreaterThanOrEqual(5);
  });

  it('has a test set of at least 120 questions with 20 outside the platform and 20 answered by a related guide', () => {
    expect(TEST_QUESTIONS.length).toBeGreaterThanOrEqual(120);
    expect(TEST_QUESTIONS.filter((question) => question.style === 'outside' && question.expect.length === 0).length).toBeGreaterThanOrEqual(20);
    expect(TEST_QUESTIONS.filter((question) => question.style === 'related' && question.expect.length > 0).length).toBeGreaterThanOrEqual(20);
  });

  it('shares no question between the development and the test set', () => {
    const development = new Set(EXAMPLE_QUESTIONS.map((question) => question.text.toLowerCase()));
    expect(TEST_QUESTIONS.filter((question) => development.has(question.text.toLowerCase()))).toEqual([]);
  });

  it('asks nothing in the newest development rounds that an earlier round already asked', () => {
    const earlier = new Set(EXAMPLE_QUESTIONS.filter((question) => !NEWEST_ROUNDS.includes(question)).map((question) => question.text.toLowerCase()));
    expect(NEWEST_ROUNDS.length).toBeGreaterThanOrEqual(120);
    expect(NEWEST_ROUNDS.filter((question) => earlier.has(question.text.toLowerCase())).map((question) => question.text)).toEqual([]);
  });

  it('expects only content that exists in the seed', () => {
    for (const question of [...EXAMPLE_QUESTIONS, ...TEST_QUESTIONS]) for (const key of question.expect) expect(keys, key).toContain(key);
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
  });
});
