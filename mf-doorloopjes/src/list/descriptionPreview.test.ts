import { describe, expect, it } from 'vitest';
import { paragraph } from '../test/fixtures';
import { PREVIEW_LENGTH, descriptionPreview } from './descriptionPreview';

describe('descriptionPreview (first 100 characters plus an ellipsis)', () => {
  it('cuts a long description at 100 characters and adds an ellipsis', () => {
    const text = 'abcdefghij'.repeat(15);
    const preview = descriptionPreview([paragraph(text)]);
    expect(preview).toBe(`${text.slice(0, PREVIEW_LENGTH)}...`);
    expect(PREVIEW_LENGTH).toBe(100);
  });

  it('keeps a description of exactly 100 characters whole', () => {
    const text = 'x'.repeat(100);
    expect(descriptionPreview([paragraph(text)])).toBe(text);
  });

  it('joins blocks with a space before cutting', () => {
    expect(descriptionPreview([paragraph('Eerste alinea.'), paragraph('Tweede alinea.')])).toBe('Eerste alinea. Tweede alinea.');
  });

  it('is empty without a description', () => {
    expect(descriptionPreview(null)).toBe('');
    expect(descriptionPreview([])).toBe('');
  });
});
