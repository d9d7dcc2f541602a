import { createHash } from 'node:crypto';
import { z } from 'zod';

/** The parts of the content service's user record the assistant uses. */
export interface PlatformUser {
  id: string;
  fullName: string | undefined;
  educationRole: string | undefined;
  educationSector: string | undefined;
}

/** The content service could not be asked (down, timeout, 5xx): not the user's fault. */
export class AuthUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AuthUnavailableError';
  }
}

/** The user record as the assistant reads it (the content service's contract test checks the answer with it). */
export const userSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  fullName: z.string().nullish(),
  educationRole: z.string().nullish(),
  educationSector: z.string().nullish(),
});

/** Where the assistant checks a token: the content service's own user endpoint. */
export const USER_CHECK_PATH = '/api/users/me';

interface CacheEntry {
  user: PlatformUser | null;
  expiresAt: number;
}

export interface UserVerifierOptions {
  contentUrl: string;
  ttlMs: number;
  /** Rejected tokens are remembered only briefly, so a user who just logged in is not locked out. */
  negativeTtlMs?: number;
  timeoutMs?: number;
  maxEntries?: number;
  /**
   * Whether a user was erased since her token may have been cached (by this instance or another
   * of a cluster): such a token is refused at once, even while cached.
   */
  isErased?: (userId: string) => Promise<boolean>;
}

/**
 * Verifies Bearer tokens against the content service's /api/users/me. Results are cached
 * briefly (keyed by a hash, so raw tokens are not kept as map keys) and concurrent checks of
 * the same token share one request: every chat message would otherwise cost a CMS round trip.
 */
export class UserVerifier {
  private readonly cache = new Map<string, CacheEntry>();
  private readonly inFlight = new Map<string, Promise<PlatformUser | null>>();

  constructor(private readonly options: UserVerifierOptions) {}

  /** The user for a token, or null when the content service rejects it. */
  async verify(token: string): Promise<PlatformUser | null> {
    const key = createHash('sha256').update(token).digest('hex');
    const cached = this.cache.get(key);
    if (cached && cached.expiresAt > Date.now()) return this.unlessErased(cached.user);

    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.fetchUser(token).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    const user = await pending;
    this.remember(key, user);
    return this.unlessErased(user);
  }

  /** Drops every cached token of a user (after her account was deleted). */
  forgetUser(userId: string): void {
    for (const [key, entry] of this.cache) if (entry.user?.id === userId) this.cache.delete(key);
  }

  private async unlessErased(user: PlatformUser | null): Promise<PlatformUser | null> {
    if (!user || !this.options.isErased) return user;
    return (await this.options.isErased(user.id)) ? null : user;
  }

  private async fetchUser(token: string): Promise<PlatformUser | null> {
    let response: Response;
    try {
      response = await fetch(`${this.options.contentUrl}${USER_CHECK_PATH}`, {
        headers: { Authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000),
      });
    } catch (error) {
      throw new AuthUnavailableError(`content service unreachable: ${(error as Error).message}`);
    }
    if (response.status === 401 || response.status === 403) return null;
    if (!response.ok) throw new AuthUnavailableError(`content service answered ${response.status}`);
    const parsed = userSchema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new AuthUnavailableError('content service sent an unexpected user record');
    const user = parsed.data;
    return {
      id: String(user.id),
      fullName: user.fullName ?? undefined,
      educationRole: user.educationRole ?? undefined,
      educationSector: user.educationSector ?? undefined,
    };
  }

  private remember(key: string, user: PlatformUser | null): void {
    const ttl = user ? this.options.ttlMs : (this.options.negativeTtlMs ?? 5_000);
    if (this.cache.size >= (this.options.maxEntries ?? 10_000)) {
      // Drop the oldest entry (Map keeps insertion order); enough to bound memory.
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.delete(key);
    this.cache.set(key, { user, expiresAt: Date.now() + ttl });
  }
}
