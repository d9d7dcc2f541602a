import { createHash } from 'node:crypto';
import type { ContentItem } from '../catalogue/types.js';

/** An OpenAI-compatible embeddings endpoint (`POST {baseUrl}/embeddings`, next to the chat model). */
export interface EmbeddingSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export type Embed = (texts: string[]) => Promise<number[][]>;

/** How many items go into one embeddings request. */
const BATCH = 32;
/** How many items the dense ranking hands to the fusion. */
const RANKED = 20;
/** The longest a question's embedding may hold up an answer; the word search does not wait longer. */
export const QUESTION_EMBEDDING_MS = 2_000;

interface EmbeddingResponse {
  data: { index: number; embedding: number[] }[];
}

export function embeddingsClient(settings: EmbeddingSettings): Embed {
  return async (texts) => {
    const response = await fetch(`${settings.baseUrl}/embeddings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${settings.apiKey}` },
      body: JSON.stringify({ model: settings.model, input: texts }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!response.ok) throw new Error(`embeddings endpoint answered ${response.status}`);
    const body = (await response.json()) as EmbeddingResponse;
    const vectors = [...body.data].sort((left, right) => left.index - right.index).map((entry) => entry.embedding);
    if (vectors.length !== texts.length) throw new Error(`embeddings endpoint returned ${vectors.length} of ${texts.length} vectors`);
    return vectors;
  };
}

/** What an item is embedded as: what a teacher would recognise it by. */
export function embeddingText(item: ContentItem): string {
  return [item.title, item.themeTitle ?? '', item.themeDescription ?? '', item.text, item.steps.map((step) => step.title).join('. ')].filter(Boolean).join('\n');
}

/**
 * Item embeddings kept in memory and refreshed with the content: only items whose text changed
 * are embedded again, removed items are dropped. Ranks items by cosine similarity to a question.
 */
export class DenseIndex {
  private vectors = new Map<string, { hash: string; vector: number[] }>();
  private refreshing: Promise<void> = Promise.resolve();

  constructor(
    private readonly embed: Embed,
    private readonly onError: (error: unknown) => void = () => undefined,
    private readonly questionMs: number = QUESTION_EMBEDDING_MS,
  ) {}

  get size(): number {
    return this.vectors.size;
  }

  /** Queues a refresh after the running one; resolves when this one is done. */
  refresh(items: ContentItem[]): Promise<void> {
    this.refreshing = this.refreshing.then(() => this.update(items)).catch(this.onError);
    return this.refreshing;
  }

  /** Item keys by similarity to the question, best first; empty when the endpoint fails. */
  async rank(question: string): Promise<string[]> {
    if (this.vectors.size === 0) return [];
    try {
      const [query] = await withTimeout(this.embed([question]), this.questionMs);
      if (!query) return [];
      return [...this.vectors.entries()]
        .map(([key, { vector }]) => ({ key, similarity: cosine(query, vector) }))
        .sort((left, right) => right.similarity - left.similarity)
        .slice(0, RANKED)
        .map((entry) => entry.key);
    } catch (error) {
      this.onError(error);
      return [];
    }
  }

  private async update(items: ContentItem[]): Promise<void> {
    const next = new Map<string, { hash: string; vector: number[] }>();
    const stale: { key: string; hash: string; text: string }[] = [];
    for (const item of items) {
      const text = embeddingText(item);
      const hash = createHash('sha256').update(text).digest('hex');
      const known = this.vectors.get(item.key);
      if (known?.hash === hash) next.set(item.key, known);
      else stale.push({ key: item.key, hash, text });
    }
    for (let start = 0; start < stale.length; start += BATCH) {
      const batch = stale.slice(start, start + BATCH);
      const vectors = await this.embed(batch.map((entry) => entry.text));
      batch.forEach((entry, position) => {
        const vector = vectors[position];
        if (vector) next.set(entry.key, { hash: entry.hash, vector });
      });
    }
    this.vectors = next;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`question embedding took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function cosine(left: number[], right: number[]): number {
  let dot = 0;
  let leftNorm = 0;
  let rightNorm = 0;
  for (let position = 0; position < Math.min(left.length, right.length); position += 1) {
    const a = left[position] ?? 0;
    const b = right[position] ?? 0;
    dot += a * b;
    leftNorm += a * a;
    rightNorm += b * b;
  }
  return leftNorm === 0 || rightNorm === 0 ? 0 : dot / Math.sqrt(leftNorm * rightNorm);
}
