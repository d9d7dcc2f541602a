import fs from 'node:fs';
import type { Config } from '../config.js';

/**
 * The assistant's own read-only API token for the content service: `CONTENT_TOKEN` when
 * configured (production), else the file the content service writes on its first start in
 * development (services/cms/src/bootstrap/assistantToken.js). Read at every refresh, because
 * the content service may create the file after the assistant started. A user's token is never
 * used for the index: it would leak what that user may see into everyone's answers.
 */
export function contentToken(config: Pick<Config, 'contentToken' | 'contentTokenFile'>): () => string | undefined {
  return () => config.contentToken ?? readTokenFile(config.contentTokenFile);
}

/** A secret the content service left in a file in development; undefined when absent or empty. */
export function readTokenFile(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}
