import { describe, expect, it } from 'vitest';
import { tooManyAttemptsText } from './tooManyAttempts';

describe('tooManyAttemptsText', () => {
  it.each([
    [900, 'Te veel inlogpogingen. Probeer het over 15 minuten opnieuw.'],
    [3600, 'Te veel inlogpogingen. Probeer het over 60 minuten opnieuw.'],
    [61, 'Te veel inlogpogingen. Probeer het over 2 minuten opnieuw.'],
    [60, 'Te veel inlogpogingen. Probeer het over 1 minuut opnieuw.'],
    [59, 'Te veel inlogpogingen. Probeer het over 59 seconden opnieuw.'],
    [1, 'Te veel inlogpogingen. Probeer het over 1 seconde opnieuw.'],
    [0.4, 'Te veel inlogpogingen. Probeer het over 1 seconde opnieuw.'],
  ])('says %s seconds as "%s"', (seconds, text) => {
    expect(tooManyAttemptsText(seconds)).toBe(text);
  });

  it('says "later" when the answer names no wait', () => {
    expect(tooManyAttemptsText(undefined)).toBe('Te veel inlogpogingen. Probeer het later opnieuw.');
  });
});
