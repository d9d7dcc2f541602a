import { describe, expect, it } from 'vitest';
import { formatIsoDate } from './date';

describe('formatIsoDate', () => {
  it("gives the Dutch calendar day, also when it differs from UTC's", () => {
    expect(formatIsoDate('2026-11-25T10:00:00.000Z')).toBe('2026-11-25');
    expect(formatIsoDate('2026-11-25T23:30:00.000Z')).toBe('2026-11-26');
    expect(formatIsoDate('2026-06-30T22:30:00.000Z')).toBe('2026-07-01');
  });

  it('is empty for a missing or invalid date', () => {
    expect(formatIsoDate(null)).toBe('');
    expect(formatIsoDate('geen datum')).toBe('');
  });
});
