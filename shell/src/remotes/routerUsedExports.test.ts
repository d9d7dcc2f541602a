import { ROUTER_USED_EXPORTS } from '@doorloopjes/shared/federation';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The repository root (the tests run in the shell package). */
const ROOT = join(process.cwd(), '..');
const SOURCE_FOLDERS = ['shell/src', 'shared/src', 'packages/runtime/src', 'mf-doorloopjes/src', 'mf-content/src', 'mf-assistant/src', 'mf-cluster/src'];

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

/** The names a file imports from the router packages, as `name (file)`. */
function routerImports(path: string): string[] {
  const text = readFileSync(join(ROOT, path), 'utf8');
  const names: string[] = [];
  for (const match of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'react-router(?:-dom)?'/g)) {
    for (const part of match[1]!.split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!;
      // Type-only names vanish from the build.
      if (name && !part.trim().startsWith('type ') && !match[0].startsWith('import type')) names.push(`${name} (${relative(ROOT, join(ROOT, path))})`);
    }
  }
  return names;
}

/**
 * The router is shared tree-shaken with ROUTER_USED_EXPORTS (shared/build/federation.ts): an app
 * using any other export would make the page load the whole router as well (two routers, and the
 * bytes the pruning saves). Adding an import means adding its name to that list.
 */
describe('the tree-shaken router', () => {
  it("keeps every router export an app's shipped code imports", () => {
    const used = SOURCE_FOLDERS.flatMap(sourceFiles).flatMap(routerImports);
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((entry) => !ROUTER_USED_EXPORTS.includes(entry.split(' ')[0]!))).toEqual([]);
  });
});
