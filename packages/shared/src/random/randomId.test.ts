import { describe, expect, it } from 'vitest';
import { randomId } from './randomId';

describe('randomId', () => {
  it('gives 32 hex characters, different every time', () => {
    const ids = new Set(Array.from({ length: 100 }, randomId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});
