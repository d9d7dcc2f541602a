import type { FastifyBaseLogger } from 'fastify';
import { COLLECTIONS, ContentFetchError, fetchCollection, publicationFingerprint } from './cmsClient.js';
import type { ContentIndex } from '../retrieval/contentIndex.js';
import { normalizeEntry } from './normalize.js';
import type { ContentItem, ContentKind } from './types.js';

export interface ContentSourceOptions {
  baseUrl: string;
  /** The assistant's own read-only token, looked up at every load (see contentToken.ts). */
  token: () => string | undefined;
  refreshMs: number;
  /**
   * How often the content service is asked whether anything was published or unpublished since
   * the last load (a one-entry query per collection); a change reloads the index at once, so a
   * publish reaches the answers within this interval plus one load. 0 turns it off.
   */
  publishPollMs?: number;
  /** First retry delay after a failed load; doubles up to refreshMs. */
  retryMs?: number;
  logger: FastifyBaseLogger;
}

/**
 * Keeps the content index filled from the content service, read with the assistant's own
 * token. The CMS may be down when the assistant starts: loads are retried with backoff.
 * Answers always come from whatever was indexed last.
 */
export class ContentSource {
  private timer: NodeJS.Timeout | undefined;
  private pollTimer: NodeJS.Timeout | undefined;
  /** The publication fingerprint the index was last loaded at (see publicationFingerprint). */
  private loadedFingerprint: string | undefined;
  private inFlight: Promise<boolean> | undefined;
  private failures = 0;
  private lastAttempt = 0;
  private stopped = false;

  constructor(
    private readonly index: ContentIndex,
    private readonly options: ContentSourceOptions,
  ) {}

  /** Starts the background refresh loop; the first load runs at once but is not awaited. */
  start(): void {
    this.stopped = false;
    void this.refresh().then((ok) => this.schedule(ok));
    this.schedulePublishPoll();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.timer = undefined;
    this.pollTimer = undefined;
  }

  /**
   * Reloads the index when the published content changed since the last load. A failed check
   * changes nothing: the regular refresh and its retries still run.
   */
  async checkPublications(): Promise<boolean> {
    const fingerprint = await this.fingerprint().catch(() => undefined);
    if (fingerprint === undefined || fingerprint === this.loadedFingerprint) return false;
    return this.refresh();
  }

  private async fingerprint(): Promise<string> {
    const kinds = Object.keys(COLLECTIONS) as ContentKind[];
    const token = this.options.token();
    const parts = await Promise.all(kinds.map((kind) => publicationFingerprint(this.options.baseUrl, kind, token)));
    return parts.join(' ');
  }

  private schedulePublishPoll(): void {
    const interval = this.options.publishPollMs ?? 0;
    if (this.stopped || interval <= 0) return;
    this.pollTimer = setTimeout(() => {
      void this.checkPublications().finally(() => this.schedulePublishPoll());
    }, interval);
    this.pollTimer.unref();
  }

  /**
   * Called before answering: when the index is empty or stale, try a refresh. Concurrent
   * callers share one load, and a failed load is not retried by requests more than once every
   * few seconds.
   */
  async ensureFresh(): Promise<void> {
    const age = Date.now() - (this.index.lastRefresh?.getTime() ?? 0);
    const stale = this.index.size === 0 || age > this.options.refreshMs;
    if (!stale) return;
    if (!this.inFlight && Date.now() - this.lastAttempt < this.retryBaseMs()) return;
    await this.refresh();
  }

  /** Loads all four collections and swaps them into the index; false when the load failed. */
  refresh(): Promise<boolean> {
    this.inFlight ??= this.load(this.options.token()).finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  private async load(token: string | undefined): Promise<boolean> {
    this.lastAttempt = Date.now();
    // Taken before the collections are read: a publish during the load is seen by the next check.
    const fingerprint = this.options.publishPollMs ? await this.fingerprint().catch(() => undefined) : undefined;
    const kinds = Object.keys(COLLECTIONS) as ContentKind[];
    const results = await Promise.allSettled(kinds.map((kind) => this.loadKind(kind, token)));
    const items: ContentItem[] = [];
    const failures: { kind: ContentKind; status: number | undefined; err: string }[] = [];
    results.forEach((result, position) => {
      const kind = kinds[position] as ContentKind;
      if (result.status === 'fulfilled') {
        items.push(...result.value);
        return;
      }
      // One unavailable collection must not empty the others: keep what was indexed for it.
      items.push(...this.index.all().filter((item) => item.kind === kind));
      const error = result.reason as Error;
      failures.push({ kind, status: error instanceof ContentFetchError ? error.status : undefined, err: error.message });
    });
    if (failures.length < kinds.length) this.index.replace(items);

    if (failures.length === 0) {
      this.failures = 0;
      this.loadedFingerprint = fingerprint;
      this.options.logger.info({ items: items.length }, 'content index refreshed');
      return true;
    }
    this.failures += 1;
    this.options.logger.warn({ failures, kept: this.index.size }, 'content refresh failed (partly); answering from the current index');
    return false;
  }

  private async loadKind(kind: ContentKind, token: string | undefined): Promise<ContentItem[]> {
    let entries: unknown[];
    try {
      entries = await fetchCollection(this.options.baseUrl, kind, token);
    } catch (error) {
      // Strapi answers 400 to a populate of a field its schema lacks; the entries are still worth having.
      if (!(error instanceof ContentFetchError && error.status === 400 && COLLECTIONS[kind].populate.length > 0)) throw error;
      entries = await fetchCollection(this.options.baseUrl, kind, token, undefined, []);
    }
    return entries.flatMap((entry) => normalizeEntry(kind, entry) ?? []);
  }

  private schedule(lastOk: boolean): void {
    if (this.stopped) return;
    const delay = lastOk
      ? this.options.refreshMs
      : Math.min(this.options.refreshMs, this.retryBaseMs() * 2 ** Math.max(0, this.failures - 1));
    this.timer = setTimeout(() => {
      void this.refresh().then((ok) => this.schedule(ok));
    }, delay);
    // The refresh loop alone must not keep the process (or a test run) alive.
    this.timer.unref();
  }

  private retryBaseMs(): number {
    return this.options.retryMs ?? 5_000;
  }
}
