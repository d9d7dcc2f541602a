import type { FastifyBaseLogger } from 'fastify';
import { COLLECTIONS, ContentFetchError, fetchCollection } from './cmsClient.js';
import type { ContentIndex } from './contentIndex.js';
import { normalizeEntry } from './normalize.js';
import type { ContentItem, ContentKind } from './types.js';

export interface ContentSourceOptions {
  baseUrl: string;
  serviceToken: string | undefined;
  refreshMs: number;
  /** First retry delay after a failed load; doubles up to refreshMs. */
  retryMs?: number;
  logger: FastifyBaseLogger;
}

/**
 * Keeps the content index filled from the content service. The CMS may be down when the
 * assistant starts, or may require a token to read: loads are retried with backoff, and a
 * request can lend its user's token when no service token is configured. Answers always come
 * from whatever was indexed last.
 */
export class ContentSource {
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<boolean> | undefined;
  private failures = 0;
  private lastAttempt = 0;
  private stopped = false;
  /** The last load was refused for want of a token: a request's user token may succeed at once. */
  private needsToken = false;

  constructor(
    private readonly index: ContentIndex,
    private readonly options: ContentSourceOptions,
  ) {}

  /** Starts the background refresh loop; the first load runs at once but is not awaited. */
  start(): void {
    this.stopped = false;
    void this.refresh().then((ok) => this.schedule(ok));
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  /**
   * Called before answering: when the index is empty, stale or missing collections a token
   * could read, try a refresh, with the user's token if there is no service token. Concurrent callers share one load, and a failed load
   * is not retried by requests more than once every few seconds.
   */
  async ensureFresh(userToken: string | undefined): Promise<void> {
    const age = Date.now() - (this.index.lastRefresh?.getTime() ?? 0);
    const token = this.options.serviceToken ?? userToken;
    const canLendToken = this.needsToken && token !== undefined;
    // A load refused in part (public articles, protected doorloopjes) leaves a non-empty index
    // that still lacks collections: a request's token completes it.
    const stale = this.index.size === 0 || age > this.options.refreshMs || canLendToken;
    if (!stale) return;
    if (!this.inFlight && !canLendToken && Date.now() - this.lastAttempt < this.retryBaseMs()) return;
    const ok = await this.refresh(token);
    // A shared load may have been a tokenless one that was refused; lend the token once.
    if (!ok && this.needsToken && token !== undefined) await this.refresh(token);
  }

  /** Loads all four collections and swaps them into the index; false when the load failed. */
  refresh(token: string | undefined = this.options.serviceToken): Promise<boolean> {
    this.inFlight ??= this.load(token).finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  private async load(token: string | undefined): Promise<boolean> {
    this.lastAttempt = Date.now();
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
      this.needsToken = false;
      this.options.logger.info({ items: items.length }, 'content index refreshed');
      return true;
    }
    this.failures += 1;
    this.needsToken = token === undefined && failures.some((failure) => failure.status === 401 || failure.status === 403);
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
