// Small file helpers of the server: it reads the environment's and the build's files per request
// (or per change), so an edited registry or a rebuilt shell is served without a restart.
import { readFileSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** A JSON file's content, or null when it is missing or not JSON. */
export function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

/** A plain object (a JSON document's record), or null. */
export const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** The strings of a JSON array (nothing for anything else). */
export const stringsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * The shell's server renders (shell/dist-prerender) as the server loads them: the module's time in
 * its URL, so a rebuilt shell is picked up without a restart (Node caches a module by URL).
 */
export const importBuild = (module: string): Promise<unknown> => import(`${pathToFileURL(module).href}?v=${statSync(module).mtimeMs}`);
