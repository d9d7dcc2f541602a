import { describe, it, expect } from 'vitest';
import { SCALE_DEFAULT, SCALE_MAX, SCALE_MIN, canScale, formatScale, normaliseScale, stepScale } from './scale';

describe('cluster scale', () => {
  it('goes from 0.6 to 1.8, default 1', () => {
    expect([SCALE_MIN, SCALE_MAX, SCALE_DEFAULT]).toEqual([0.6, 1.8, 1]);
  });

  it('walks up from the default in exact 0.2 steps and stops at 1.8', () => {
    const seen: number[] = [];
    let scale = SCALE_DEFAULT;
    for (let i = 0; i < 6; i += 1) {
      scale = stepScale(scale, 1);
      seen.push(scale);
    }
    expect(seen).toEqual([1.2, 1.4, 1.6, 1.8, 1.8, 1.8]);
  });

  it('walks down to 0.6 and no further', () => {
    const seen: number[] = [];
    let scale = SCALE_DEFAULT;
    for (let i = 0; i < 4; i += 1) {
      scale = stepScale(scale, -1);
      seen.push(scale);
    }
    expect(seen).toEqual([0.8, 0.6, 0.6, 0.6]);
  });

  it('tells whether a step is still possible', () => {
    expect(canScale(1.8, 1)).toBe(false);
    expect(canScale(1.8, -1)).toBe(true);
    expect(canScale(0.6, -1)).toBe(false);
    expect(canScale(1, 1)).toBe(true);
  });

  it('brings stored values back into range and onto the grid', () => {
    expect(normaliseScale(5)).toBe(1.8);
    expect(normaliseScale(0.1)).toBe(0.6);
    expect(normaliseScale(1.31)).toBe(1.4);
    expect(normaliseScale(1.2000000000000002)).toBe(1.2);
    expect(normaliseScale('2')).toBe(SCALE_DEFAULT);
    expect(normaliseScale(Number.NaN)).toBe(SCALE_DEFAULT);
  });

  it('writes scales the Dutch way', () => {
    expect(formatScale(1)).toBe('1,0');
    expect(formatScale(1.4)).toBe('1,4');
  });
});
