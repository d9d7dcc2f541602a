import { CANARY_BUCKET_COOKIE, canaryBucket } from '@doorloopjes/platform-rules';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberCanaryBucket } from './canaryCookie';

const cookieValue = () =>
  document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CANARY_BUCKET_COOKIE}=`))
    ?.slice(CANARY_BUCKET_COOKIE.length + 1);

afterEach(() => rememberCanaryBucket(null));

describe('rememberCanaryBucket', () => {
  it("keeps the user's bucket, never the id, for the static server", () => {
    rememberCanaryBucket('42');
    expect(cookieValue()).toBe(String(canaryBucket('42')));
    expect(document.cookie).not.toContain('=42;');
  });

  it('forgets it for a visitor', () => {
    rememberCanaryBucket('42');
    rememberCanaryBucket(null);
    expect(cookieValue()).toBeUndefined();
  });
});
