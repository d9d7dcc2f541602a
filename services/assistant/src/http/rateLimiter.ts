import type { Pool } from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the user may send again. */
  retryAfterSeconds: number;
}

/**
 * Messages per user per minute, keyed by the verified user id (never by address: a school's
 * teachers share one). With PostgreSQL the counters live in the database, so every instance
 * of the assistant counts the same messages; a single instance counts in memory.
 */
export class RateLimiter {
  private constructor(private readonly limiter: RateLimiterAbstract) {}

  static inMemory(limit: number, windowSeconds = 60): RateLimiter {
    return new RateLimiter(new RateLimiterMemory({ points: limit, duration: windowSeconds, keyPrefix: 'assistant_messages' }));
  }

  /** Creates its table (`assistant_rate_limits`) if needed before the first message is counted. */
  static async shared(pool: Pool, limit: number, windowSeconds = 60): Promise<RateLimiter> {
    const limiter = await new Promise<RateLimiterPostgres>((resolve, reject) => {
      const created: RateLimiterPostgres = new RateLimiterPostgres(
        { storeClient: pool, storeType: 'pool', tableName: 'assistant_rate_limits', points: limit, duration: windowSeconds, keyPrefix: 'assistant_messages' },
        (error?: Error) => (error ? reject(error) : resolve(created)),
      );
    });
    return new RateLimiter(limiter);
  }

  async take(userId: string): Promise<RateDecision> {
    try {
      await this.limiter.consume(userId);
      return { allowed: true, retryAfterSeconds: 0 };
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
  }
}
