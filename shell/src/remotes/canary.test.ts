import { describe, expect, it } from 'vitest';
import { canaryBucket, inCanary, userIdFromToken } from './canary';

const ids = Array.from({ length: 10_000 }, (_, index) => String(index + 1));
const share = (percent: number) => ids.filter((id) => inCanary(id, percent)).length / ids.length;

describe('canary hashing', () => {
  it('gives a user the same bucket every time', () => {
    for (const id of ['1', '42', '9001', 'abc']) expect(canaryBucket(id)).toBe(canaryBucket(id));
    expect(new Set(ids.slice(0, 1000).map(canaryBucket)).size).toBeGreaterThan(90);
  });

  it.each([1, 10, 25, 50, 90])('puts close to %i%% of many users in the canary', (percent) => {
    expect(share(percent) * 100).toBeGreaterThan(percent - 2);
    expect(share(percent) * 100).toBeLessThan(percent + 2);
  });

  it('grows the canary without moving users out: in at 10% means in at 20%', () => {
    expect(ids.filter((id) => inCanary(id, 10)).every((id) => inCanary(id, 20))).toBe(true);
  });

  it('never puts visitors (no user id) in, and 0% / 100% mean none / all', () => {
    expect(inCanary(null, 100)).toBe(false);
    expect(share(0)).toBe(0);
    expect(share(100)).toBe(1);
  });
});

describe('userIdFromToken', () => {
  const jwt = (payload: object) => `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.handtekening`;

  it('reads the user id Strapi puts in its JWT (a session access token, or an older token)', () => {
    expect(userIdFromToken(jwt({ userId: '17', sessionId: 'abc', type: 'access', iat: 1, exp: 901 }))).toBe('17');
    expect(userIdFromToken(jwt({ id: 17, iat: 1 }))).toBe('17');
  });

  it.each([null, '', 'geen-jwt', 'a.b.c', jwt({ sub: 'x' })])('treats %s as a visitor', (token) => {
    expect(userIdFromToken(token)).toBeNull();
  });
});
