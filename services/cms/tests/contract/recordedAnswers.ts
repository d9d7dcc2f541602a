import fs from 'node:fs';
import path from 'node:path';
import type { Json } from '../api';
import type { ListedRead } from './frontendQueries';

/**
 * The content service's answers, recorded for the frontends' component tests (their MSW answers),
 * one file per listed read: `packages/runtime/src/test/content/<request file>.<export>[.<args>].json`.
 * `RECORD_CONTENT_FIXTURES=true pnpm --filter cms record-fixtures` writes them; every other run
 * of the contract test compares the live answer with the recorded one and fails on drift.
 */
export const FIXTURE_DIR = path.resolve(import.meta.dirname, '../../../../packages/runtime/src/test/content');
export const RECORDING = process.env.RECORD_CONTENT_FIXTURES === 'true';
/** A list keeps its first entries only: enough for a component test, small in the repository. */
const KEPT_ENTRIES = 3;

export function fixtureFile(listed: ListedRead): string {
  const stem = path.basename(listed.file, '.ts');
  const args = (listed.args ?? []).map((arg) => String(arg).replace(/[^a-z0-9-]+/gi, '-'));
  return path.join(FIXTURE_DIR, [stem, listed.name, ...args, 'json'].join('.'));
}

/** What is recorded of an answer: the body, a list cut to its first entries. */
export function recordable(body: Json): Json {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !Array.isArray(body.data)) return body;
  return { ...body, data: body.data.slice(0, KEPT_ENTRIES) };
}

/**
 * The shape of an answer: every key path in it (array positions folded together). Values are left
 * out (the seed's dates follow the day it ran, upload names carry hashes); a renamed, dropped or
 * added field changes the shape.
 */
export function shapeOf(value: Json, prefix = ''): string[] {
  const paths = new Set<string>();
  const walk = (node: Json, at: string) => {
    if (Array.isArray(node)) node.forEach((item) => walk(item, `${at}[]`));
    else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        paths.add(`${at}.${key}`);
        walk(child, `${at}.${key}`);
      }
    }
  };
  walk(value, prefix);
  return [...paths].sort();
}

export function readRecorded(file: string): Json | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Json) : undefined;
}

export function record(file: string, body: Json): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
}
