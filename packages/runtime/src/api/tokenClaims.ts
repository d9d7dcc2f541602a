/**
 * What the client reads from an access token without checking it (the content service checks
 * it): whose it is, and when it runs out. Strapi's session manager (users-permissions
 * `jwtManagement: 'refresh'`) signs `{ userId, sessionId, type: 'access', iat, exp }`.
 */
export interface TokenClaims {
  userId: string | null;
  /** Seconds since the epoch, as in the token. */
  issuedAt: number | null;
  expiresAt: number | null;
}

function numberClaim(payload: Record<string, unknown>, name: string): number | null {
  const value = payload[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The claims of a JWT, or null when the token is not one this client can read. */
export function tokenClaims(token: string | null): TokenClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    if (typeof json !== 'object' || json === null) return null;
    const claims = json as Record<string, unknown>;
    // `userId` in a session's access token; `id` in the plugin's older long-lived tokens.
    const id = claims.userId ?? claims.id;
    return {
      userId: typeof id === 'string' || typeof id === 'number' ? String(id) : null,
      issuedAt: numberClaim(claims, 'iat'),
      expiresAt: numberClaim(claims, 'exp'),
    };
  } catch {
    return null;
  }
}

/** At most this long before its expiry a token is renewed, so it does not run out in flight. */
const RENEW_BEFORE_MS = 30_000;

/**
 * How far the content service's clock is ahead of this device's, learnt from the last token the
 * service issued to this page (its `iat` is the service's time at that moment). A classroom
 * computer's clock can be minutes off: judged by its own clock alone, a fast one would renew on
 * every request and a slow one would send expired tokens.
 */
let serviceClockAheadMs = 0;

/** Called with a token the content service has just issued. */
export function learnServiceClock(token: string, receivedAt = Date.now()): void {
  const issuedAt = tokenClaims(token)?.issuedAt;
  if (issuedAt != null) serviceClockAheadMs = issuedAt * 1000 - receivedAt;
}

/**
 * Whether an access token has run out, or will within the margin (a quarter of its life when
 * that is shorter than 30 s, as in the e2e environment's short tokens). A token without an
 * expiry the client can read is left to the server to judge.
 */
export function isTokenExpiring(token: string, now = Date.now()): boolean {
  const claims = tokenClaims(token);
  if (claims?.expiresAt == null) return false;
  const lifeMs = claims.issuedAt == null ? Infinity : (claims.expiresAt - claims.issuedAt) * 1000;
  return claims.expiresAt * 1000 - Math.min(RENEW_BEFORE_MS, lifeMs / 4) <= now + serviceClockAheadMs;
}
