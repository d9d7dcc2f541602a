export interface RateDecision {
  allowed: boolean;
  /** Seconds until the oldest counted message leaves the window. */
  retryAfterSeconds: number;
}

/**
 * A sliding one-minute window per user. In memory on purpose: the service runs as one
 * process, and a restart forgiving a burst is harmless.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  take(userId: string): RateDecision {
    const now = this.now();
    this.sweep(now);
    const recent = (this.hits.get(userId) ?? []).filter((time) => now - time < this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(userId, recent);
      const oldest = recent[0] ?? now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.hits.set(userId, recent);
    return { allowed: true, retryAfterSeconds: 0 };
  }

  /** Forgets idle users now and then so the map does not grow with every user ever seen. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [userId, times] of this.hits) {
      if (times.every((time) => now - time >= this.windowMs)) this.hits.delete(userId);
    }
  }
}
