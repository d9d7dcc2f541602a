import { afterEach, describe, expect, it } from 'vitest';
import { isTokenExpiring, learnServiceClock, tokenClaims } from './tokenClaims';

const jwt = (payload: object) => `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.handtekening`;
const now = Date.UTC(2026, 10, 28, 9, 0, 0);
const seconds = (ms: number) => Math.floor(ms / 1000);

afterEach(() => learnServiceClock(jwt({ iat: seconds(Date.now()) })));

describe('tokenClaims', () => {
  it("reads a session access token's user and lifespan", () => {
    expect(tokenClaims(jwt({ userId: '7', sessionId: 's', type: 'access', iat: 100, exp: 1000 }))).toEqual({ userId: '7', issuedAt: 100, expiresAt: 1000 });
  });

  it.each([null, '', 'geen-jwt', 'a.b.c'])('gives null for %s', (token) => {
    expect(tokenClaims(token)).toBeNull();
  });
});

describe('isTokenExpiring', () => {
  const fifteenMinutes = jwt({ userId: '7', iat: seconds(now), exp: seconds(now) + 900 });

  it('is false during the life of the token and true from 30 s before its end', () => {
    expect(isTokenExpiring(fifteenMinutes, now + 14 * 60_000)).toBe(false);
    expect(isTokenExpiring(fifteenMinutes, now + 900_000 - 29_000)).toBe(true);
  });

  it('renews a short-lived token in the last quarter of its life', () => {
    const twentySeconds = jwt({ iat: seconds(now), exp: seconds(now) + 20 });
    expect(isTokenExpiring(twentySeconds, now + 14_000)).toBe(false);
    expect(isTokenExpiring(twentySeconds, now + 16_000)).toBe(true);
  });

  it("judges by the service's clock when this device's is off (learnt from the last token it issued)", () => {
    const serviceNow = now + 20 * 60_000;
    const issued = jwt({ iat: seconds(serviceNow), exp: seconds(serviceNow) + 900 });
    learnServiceClock(issued, now);
    expect(isTokenExpiring(issued, now + 60_000)).toBe(false);
    expect(isTokenExpiring(issued, now + 900_000)).toBe(true);
  });

  it('leaves a token without a readable expiry to the server', () => {
    expect(isTokenExpiring('test-token')).toBe(false);
  });
});
