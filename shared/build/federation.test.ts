import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTER_USED_EXPORTS } from './federation';

// Tests run in the shared package's folder.
const ROOT = resolve(process.cwd(), '..');
const APP_SOURCES = ['shell/src', 'mf-doorloopjes/src', 'mf-content/src', 'mf-assistant/src', 'mf-cluster/src', 'shared/src'];

/** Every non-test source file of the apps. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The values (not types) a file imports from the router. */
function routerImports(source: string): string[] {
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-router(?:-dom)?'/g)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type ')),
  );
}

describe('the tree-shaken router', () => {
  it('keeps every router export the apps use (a missing one would load a second, whole router)', () => {
    const used = new Set(APP_SOURCES.flatMap((folder) => sourceFiles(join(ROOT, folder))).flatMap((file) => routerImports(readFileSync(file, 'utf8'))));
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((name) => !ROUTER_USED_EXPORTS.includes(name))).toEqual([]);
  });
});
