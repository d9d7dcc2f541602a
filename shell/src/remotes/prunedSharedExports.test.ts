import { QUERY_USED_EXPORTS, ROUTER_USED_EXPORTS } from '@doorloopjes/build-config/federation';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The repository root (the tests run in the shell package). */
const ROOT = join(process.cwd(), '..');
const SOURCE_FOLDERS = ['shell/src', 'packages/shared/src', 'packages/runtime/src', 'mf-doorloopjes/src', 'mf-content/src', 'mf-assistant/src', 'mf-cluster/src'];

/**
 * Not in the federated builds: tests and their helpers, and the shell's server renders of the
 * landing page and the frame's skeleton (a plain Node bundle with its own whole router,
 * rsbuild.prerender.config.ts).
 */
const notShipped = (path: string) => /\.test\.tsx?$|\/test\/|\/testing\/|prerender\/render(Landing|FrameSkeleton)\.tsx$/.test(path);

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(folder, file))
    .filter((path) => !notShipped(path));
}

/** The names a file imports from the packages `from` matches (type-only names vanish from the build), as `name (file)`. */
function importedNames(path: string, from: string): string[] {
  const text = readFileSync(join(ROOT, path), 'utf8');
  const names: string[] = [];
  for (const match of text.matchAll(new RegExp(`import\\s+(?:type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${from}'`, 'g'))) {
    for (const part of match[1]!.split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!;
      if (name && !part.trim().startsWith('type ') && !match[0].startsWith('import type')) names.push(`${name} (${relative(ROOT, join(ROOT, path))})`);
    }
  }
  return names;
}

/**
 * The router and TanStack Query are shared tree-shaken with the export lists of
 * packages/build-config/src/federation.ts: an app using any other export would make the page load the whole
 * library as well (two routers or two query-client contexts, and the bytes the pruning saves).
 * Adding an import means adding its name to that list.
 */
describe.each([
  { library: 'the router', from: 'react-router(?:-dom)?', usedExports: ROUTER_USED_EXPORTS },
  { library: 'TanStack Query', from: '@tanstack/react-query', usedExports: QUERY_USED_EXPORTS },
])('the tree-shaken $library', ({ from, usedExports }) => {
  it("keeps every export an app's shipped code imports", () => {
    const used = SOURCE_FOLDERS.flatMap(sourceFiles).flatMap((path) => importedNames(path, from));
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((entry) => !usedExports.includes(entry.split(' ')[0]!))).toEqual([]);
  });
});
