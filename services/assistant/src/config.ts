import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { EmbeddingSettings } from './retrieval/denseIndex.js';

/** The service's package directory, so the default SQLite file does not depend on the cwd. */
const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const DEFAULT_ORIGINS = [3000, 3001, 3002, 3003, 3004].map((port) => `http://localhost:${port}`);

export interface OpenAiSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export interface Config {
  port: number;
  host: string;
  contentUrl: string;
  /** The assistant's read-only API token for reading content (production). */
  contentToken: string | undefined;
  /** Where the content service leaves a token for the assistant in development. */
  contentTokenFile: string;
  contentRefreshMs: number;
  publishPollMs: number;
  /** The credential the content service uses for a user's export and erasure (production). */
  serviceToken: string | undefined;
  /** Where the content service leaves that credential in development. */
  serviceTokenFile: string;
  /** Conversations whose last message is older than this many months are removed. */
  retentionMonths: number;
  /** How often the retention job runs (over all instances together). */
  retentionIntervalMs: number;
  /** PostgreSQL connection string; when absent sessions go to the SQLite file. */
  databaseUrl: string | undefined;
  sqlitePath: string;
  corsOrigins: string[];
  openAi: OpenAiSettings | undefined;
  /** Dense retrieval next to the word search, when an embeddings model is configured. */
  embeddings: EmbeddingSettings | undefined;
  rateLimitPerMinute: number;
  /** Pause between the lines of an no-model answer (0: as fast as possible). */
  noModelPaceMs: number;
  authCacheTtlMs: number;
  logLevel: string;
}

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const envSchema = z.object({
  PORT: positiveInt(8787),
  HOST: z.string().default('127.0.0.1'),
  CONTENT_URL: optionalText,
  CMS_URL: optionalText,
  CONTENT_TOKEN: optionalText,
  CMS_API_TOKEN: optionalText,
  CONTENT_TOKEN_FILE: optionalText,
  CONTENT_REFRESH_MS: positiveInt(5 * 60_000),
  // A publish or unpublish reaches the answers within 10 s: checked every 5 s, then one load.
  CONTENT_PUBLISH_POLL_MS: positiveInt(5_000),
  ASSISTANT_SERVICE_TOKEN: optionalText,
  SERVICE_TOKEN_FILE: optionalText,
  RETENTION_MONTHS: positiveInt(12),
  RETENTION_INTERVAL_MS: positiveInt(60 * 60_000),
  DATABASE_URL: optionalText,
  ASSISTANT_DATABASE_URL: optionalText,
  SQLITE_PATH: optionalText,
  CORS_ORIGINS: optionalText,
  AI_BASE_URL: optionalText,
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_EMBEDDING_MODEL: optionalText,
  AI_TIMEOUT_MS: positiveInt(30_000),
  RATE_LIMIT_PER_MINUTE: positiveInt(20),
  OFFLINE_STREAM_PACE_MS: z.coerce.number().int().min(0).max(5_000).default(0),
  AUTH_CACHE_TTL_MS: positiveInt(60_000),
  LOG_LEVEL: z.string().default('info'),
});

/** Reads the configuration from the environment; every value has a working local default. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.parse(env);
  const sqlitePath = parsed.SQLITE_PATH ?? path.join(packageDir, 'data', 'assistant.db');
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    contentUrl: (parsed.CONTENT_URL ?? parsed.CMS_URL ?? 'http://localhost:1337').replace(/\/+$/, ''),
    contentToken: parsed.CONTENT_TOKEN ?? parsed.CMS_API_TOKEN,
    contentTokenFile: path.resolve(packageDir, parsed.CONTENT_TOKEN_FILE ?? path.join('data', 'content-token')),
    contentRefreshMs: parsed.CONTENT_REFRESH_MS,
    publishPollMs: parsed.CONTENT_PUBLISH_POLL_MS,
    serviceToken: parsed.ASSISTANT_SERVICE_TOKEN,
    serviceTokenFile: path.resolve(packageDir, parsed.SERVICE_TOKEN_FILE ?? path.join('data', 'service-token')),
    retentionMonths: parsed.RETENTION_MONTHS,
    retentionIntervalMs: parsed.RETENTION_INTERVAL_MS,
    databaseUrl: parsed.ASSISTANT_DATABASE_URL ?? parsed.DATABASE_URL,
    sqlitePath: path.resolve(packageDir, sqlitePath),
    corsOrigins: parsed.CORS_ORIGINS
      ? parsed.CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean)
      : DEFAULT_ORIGINS,
    openAi: openAiSettings(parsed.AI_BASE_URL, parsed.AI_API_KEY, parsed.AI_MODEL, parsed.AI_TIMEOUT_MS),
    embeddings: openAiSettings(parsed.AI_BASE_URL, parsed.AI_API_KEY, parsed.AI_EMBEDDING_MODEL, parsed.AI_TIMEOUT_MS),
    rateLimitPerMinute: parsed.RATE_LIMIT_PER_MINUTE,
    noModelPaceMs: parsed.OFFLINE_STREAM_PACE_MS,
    authCacheTtlMs: parsed.AUTH_CACHE_TTL_MS,
    logLevel: parsed.LOG_LEVEL,
  };
}

function openAiSettings(
  baseUrl: string | undefined,
  apiKey: string | undefined,
  model: string | undefined,
  timeoutMs: number,
): OpenAiSettings | undefined {
  // All three are needed: a half-configured model would fail on every message, the no-model
  // responder at least answers from the platform's content.
  if (!baseUrl || !apiKey || !model) return undefined;
  return { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey, model, timeoutMs };
}

/** True when some but not all of the model variables are set, so startup can warn about it. */
export function isModelHalfConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  const set = ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'].filter((name) => env[name]?.trim());
  return set.length > 0 && set.length < 3;
}
