import type { FastifyBaseLogger } from 'fastify';
import type { Clock, RetentionResult, SessionStore } from '../store/types.js';

export interface RetentionSettings {
  /** Conversations whose last message is older than this many months are removed. */
  months: number;
  /** How often the job runs, over all instances together. */
  intervalMs: number;
}

/** The moment before which a conversation's last message makes it expire. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** One run: removes expired conversations (skipped when another instance ran it within the interval). */
export function runRetention(store: SessionStore, settings: RetentionSettings, now: Clock): Promise<RetentionResult> {
  // A little slack so a timer that fires a moment early on the instance that ran last still runs.
  return store.removeExpired(retentionCutoff(now(), settings.months), settings.intervalMs * 0.9);
}

/**
 * Runs retention at start and then every interval. Every instance schedules it; the store lets
 * one of a cluster do the work per interval. Returns a stop function.
 */
export function scheduleRetention(store: SessionStore, settings: RetentionSettings, logger: FastifyBaseLogger, now: Clock = () => new Date()): () => void {
  const run = () => {
    runRetention(store, settings, now).then(
      (result) => {
        if (result.ran) logger.info({ removedConversations: result.conversations }, 'retention ran');
      },
      (error: unknown) => logger.error({ err: error }, 'retention failed'),
    );
  };
  run();
  const timer = setInterval(run, settings.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
