import { describe, expect, it } from 'vitest';
import { evaluate, TARGETS } from '../eval/evaluate.js';
import { QUESTIONS } from '../eval/questions.js';

describe('retrieval evaluation on the seeded content', () => {
  it('has at least 60 questions, some without an answer', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(60);
    expect(QUESTIONS.filter((question) => question.expect.length === 0).length).toBeGreaterThanOrEqual(5);
  });

  it('meets the targets: hit@3, hit@1 and no-answer precision', () => {
    const result = evaluate();
    expect(result.hit3, result.misses.join('\n')).toBeGreaterThanOrEqual(TARGETS.hit3);
    expect(result.hit1, result.misses.join('\n')).toBeGreaterThanOrEqual(TARGETS.hit1);
    expect(result.noAnswerPrecision, result.misses.join('\n')).toBeGreaterThanOrEqual(TARGETS.noAnswer);
  });

  it('expects only content that exists in the seed', () => {
    const { index } = evaluate([]);
    const keys = new Set(index.all().map((item) => item.key));
    for (const question of QUESTIONS) for (const key of question.expect) expect(keys, key).toContain(key);
  });
});
