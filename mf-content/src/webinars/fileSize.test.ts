import { describe, expect, it } from 'vitest';
import { formatKb } from './fileSize';

describe('formatKb', () => {
  it('shows bytes as KB to one decimal', () => {
    expect(formatKb(1024)).toBe('1.0 KB');
    expect(formatKb(250_880)).toBe('245.0 KB');
    expect(formatKb(1536)).toBe('1.5 KB');
    expect(formatKb(100)).toBe('0.1 KB');
    expect(formatKb(12_345)).toBe('12.1 KB');
  });

  it('shows nothing for a missing or invalid size', () => {
    expect(formatKb(null)).toBe('');
    expect(formatKb(undefined)).toBe('');
    expect(formatKb(-1)).toBe('');
    expect(formatKb(Number.NaN)).toBe('');
  });
});
