import { ApiError, type HttpClient } from './httpClient';
import { withSessionLock } from './sessionLock';
import { getRefreshToken, getToken, setSessionTokens, type SessionTokens } from './token';
import { isTokenExpiring } from './tokenClaims';

/** How long a renewal may wait for the content service before it counts as unanswered. */
const RENEWAL_TIMEOUT_MS = 10_000;

/** What renewing the session came to. */
export type RenewalOutcome =
  /** A valid access token is stored (renewed here, or by another tab meanwhile). */
  | 'renewed'
  /** The content service refused the refresh token, or there is none: the session is over. */
  | 'ended'
  /** No answer (offline, service down or overloaded): the session may well be alive; try later. */
  | 'unreachable';

/**
 * Renews the access token with the refresh token (POST /api/auth/refresh: Strapi's session
 * manager rotates the refresh token and signs a new access token). One renewal at a time: in this
 * page every caller shares the one in flight, and across tabs the Web Lock serialises them; a tab
 * that gets the lock after another renewed finds the new token stored and sends nothing.
 *
 * `client` is a plain client without a token or error hook: the refresh call carries the refresh
 * token in its body, and its refusal is reported here, not treated as a refused request.
 */
export function createSessionRenewal(client: HttpClient) {
  let inFlight: Promise<RenewalOutcome> | null = null;

  async function postRefresh(refreshToken: string): Promise<SessionTokens | 'ended' | 'unreachable'> {
    try {
      // Every tab waits for this call under the lock: a service that does not answer must not hold them all.
      const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(RENEWAL_TIMEOUT_MS) : undefined;
      const { data } = await client.post<Partial<SessionTokens>>('/api/auth/refresh', { refreshToken }, { skipAuth: true, signal });
      return typeof data?.jwt === 'string' ? { jwt: data.jwt, refreshToken: data.refreshToken ?? null } : 'unreachable';
    } catch (error) {
      const status = error instanceof ApiError ? error.response?.status : undefined;
      // 401: revoked, rotated or expired; 400: not a refresh token at all.
      return status === 401 || status === 400 ? 'ended' : 'unreachable';
    }
  }

  async function renewUnderLock(staleToken: string | null): Promise<RenewalOutcome> {
    const stored = getToken();
    if (stored !== null && stored !== staleToken && !isTokenExpiring(stored)) return 'renewed';
    const refreshToken = getRefreshToken();
    if (refreshToken === null) return 'ended';
    const answer = await postRefresh(refreshToken);
    if (typeof answer === 'string') return answer;
    // Logged out (in any tab) while the refresh was under way: the session it renewed is ended
    // on the server instead of being stored again.
    if (getRefreshToken() !== refreshToken) {
      void revokeOnServer(client, answer, 'this');
      return 'ended';
    }
    setSessionTokens(answer);
    return 'renewed';
  }

  return {
    /** Renews the session unless the stored access token is no longer `staleToken` (the one that ran out or was refused). */
    renew(staleToken: string | null): Promise<RenewalOutcome> {
      inFlight ??= withSessionLock(() => renewUnderLock(staleToken)).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    /**
     * Ends the session on the server (POST /api/auth/logout): this one, or every session of the
     * account. Needs a valid access token, renewed first when the stored one ran out. Resolves
     * whether the server confirmed it.
     */
    async end(tokens: { jwt: string | null; refreshToken: string | null }, scope: 'this' | 'all'): Promise<boolean> {
      return withSessionLock(async () => {
        let session: SessionTokens | null = tokens.jwt ? { jwt: tokens.jwt, refreshToken: tokens.refreshToken } : null;
        if ((session === null || isTokenExpiring(session.jwt)) && tokens.refreshToken) {
          const answer = await postRefresh(tokens.refreshToken);
          // A refused refresh token: this session is over already (for 'all' the others may not be).
          if (answer === 'ended' && scope === 'this') return true;
          session = typeof answer === 'string' ? null : answer;
        }
        return session ? revokeOnServer(client, session, scope) : false;
      });
    },
  };
}

async function revokeOnServer(client: HttpClient, session: SessionTokens, scope: 'this' | 'all'): Promise<boolean> {
  try {
    await client.post('/api/auth/logout', scope === 'all' ? { scope: 'all' } : { refreshToken: session.refreshToken ?? undefined }, {
      skipAuth: true,
      headers: { Authorization: `Bearer ${session.jwt}` },
    });
    return true;
  } catch {
    return false;
  }
}
