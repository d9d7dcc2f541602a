import { describe, expect, it } from 'vitest';
import { canaryBucketOf, consentChosen } from '../src/cookies';

describe('canaryBucketOf', () => {
  it("reads the bucket the shell keeps, among the request's other cookies", () => {
    expect(canaryBucketOf('canary_bucket=7')).toBe(7);
    expect(canaryBucketOf('a=1; canary_bucket=42; jwt=x')).toBe(42);
  });

  it('knows no bucket without the cookie or with one that is not 0-99', () => {
    expect(canaryBucketOf(undefined)).toBeNull();
    expect(canaryBucketOf('other_canary_bucket=5')).toBeNull();
    for (const value of ['', '100', '-1', 'abc', '4.5']) expect(canaryBucketOf(`canary_bucket=${value}`)).toBeNull();
  });
});

describe('consentChosen', () => {
  it("is true for the shell's two choices", () => {
    expect(consentChosen('cookie_consent=accepted')).toBe(true);
    expect(consentChosen('x=1; cookie_consent=declined')).toBe(true);
  });

  it('asks again without the cookie or with anything else in it', () => {
    expect(consentChosen(undefined)).toBe(false);
    expect(consentChosen('')).toBe(false);
    expect(consentChosen('cookie_consent=misschien')).toBe(false);
    expect(consentChosen('my_cookie_consent=accepted')).toBe(false);
  });
});
