import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff';

const options = { initialMs: 1000, maxMs: 30_000 };

describe('backoffDelay', () => {
  it('doubles the ceiling per failed attempt and never passes the maximum', () => {
    const ceiling = (attempt: number) => backoffDelay(attempt, options, () => 1);
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(ceiling)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('waits at least half the ceiling (jitter only spreads the second half)', () => {
    expect(backoffDelay(0, options, () => 0)).toBe(500);
    expect(backoffDelay(3, options, () => 0)).toBe(4000);
    expect(backoffDelay(3, options, () => 0.5)).toBe(6000);
  });
});
