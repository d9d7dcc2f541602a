import crypto from 'node:crypto';

/** The users-permissions secret of the test instance (global-setup sets it as JWT_SECRET). */
export const TEST_JWT_SECRET = 'test-users-jwt-secret';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT with the given header and payload, signed HS256 with `secret` (or unsigned for alg none). */
export function makeToken(payload: Record<string, unknown>, { secret = TEST_JWT_SECRET, alg = 'HS256' } = {}): string {
  const head = `${b64({ alg, typ: 'JWT' })}.${b64(payload)}`;
  if (alg === 'none') return `${head}.`;
  return `${head}.${crypto.createHmac('sha256', secret).update(head).digest('base64url')}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
