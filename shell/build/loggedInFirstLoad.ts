import type { RsbuildPlugin } from '@rsbuild/core';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { paths } from '../../shared/src/routes/paths';

/** What the static server needs to start a logged-in page before its scripts run (see below). */
export interface LoggedInFirstLoad {
  /** Paths a visitor opens: they get the plain index.html. */
  publicPaths: string[];
  /** The frame's skeleton (src/layout/skeleton), put into `#root`, and its style sheet. */
  skeleton: string;
  style: string;
  /** Files every logged-in path needs, then the extra ones of the shell's own pages. */
  preload: { common: string[]; byPath: Record<string, string[]> };
}

export const FIRST_LOAD_FILE = 'logged-in-first-load.json';

const SKELETON_DIR = join(import.meta.dirname, '../src/layout/skeleton');

interface StatsChunk {
  files?: string[];
  names?: string[];
  origins?: Array<{ request?: string; moduleName?: string }>;
}

function chunkFiles(chunks: StatsChunk[], test: (chunk: StatsChunk) => boolean): string[] {
  return chunks.filter(test).flatMap((chunk) => chunk.files ?? []);
}

/** A chunk of `import('./bootstrap')`: the boot code waits for all of them. */
const isBootstrap = (chunk: StatsChunk) => chunk.origins?.some((origin) => origin.request === './bootstrap') ?? false;

/**
 * A chunk of a library the host provides to the share scope: the host is the first to
 * initialise the scope, so its own copies are the ones loaded (the consume-only fallbacks are not).
 */
const isProvidedShared = (chunk: StatsChunk) => chunk.origins?.some((origin) => origin.moduleName?.startsWith('provide shared module')) ?? false;

const named = (name: string) => (chunk: StatsChunk) => chunk.names?.includes(name) ?? false;

const toUrl = (file: string) => `/${file}`;
const unique = (files: string[]) => [...new Set(files)].filter((file) => /\.(js|css)$/.test(file)).map(toUrl);

/**
 * Writes logged-in-first-load.json beside index.html. The boot of a logged-in page is a chain
 * (entry, bootstrap and the shared libraries it waits for, layout, page); the static server
 * (scripts/serve/loggedInShell.mjs) names all of those files in the HTML so the browser fetches
 * them at once, and shows the frame's skeleton until React renders.
 */
export function pluginLoggedInFirstLoad(): RsbuildPlugin {
  return {
    name: 'doorloopjes:logged-in-first-load',
    setup(api) {
      api.onAfterBuild(async ({ isFirstCompile, stats }) => {
        if (!isFirstCompile || api.context.action !== 'build' || !stats) return;
        const single = 'stats' in stats ? stats.stats[0] : stats;
        if (!single) return;
        const chunks = (single.toJson({ all: false, chunks: true, chunkOrigins: true }).chunks ?? []) as StatsChunk[];
        const dist = api.context.distPath;
        const firstLoad: LoggedInFirstLoad = {
          publicPaths: [paths.landing(), paths.resetPassword(), paths.verifyEmail(), paths.accessibility()],
          skeleton: readFileSync(join(SKELETON_DIR, 'layoutSkeleton.html'), 'utf8').trim(),
          style: readFileSync(join(SKELETON_DIR, 'layoutSkeleton.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s*\n\s*/g, ' ').trim(),
          preload: {
            common: unique([
              ...chunkFiles(chunks, isBootstrap),
              ...chunkFiles(chunks, isProvidedShared),
              ...chunkFiles(chunks, named('logged-in-layout')),
              ...chunkFiles(chunks, named('logged-in-query-persistence')),
            ]),
            byPath: {
              [paths.dashboard()]: unique(chunkFiles(chunks, named('logged-in-dashboard'))),
              [paths.profile()]: unique(chunkFiles(chunks, named('logged-in-profile'))),
            },
          },
        };
        await writeFile(join(dist, FIRST_LOAD_FILE), JSON.stringify(firstLoad));
        api.logger.info(`logged-in first load: ${firstLoad.preload.common.length} files preloaded on every logged-in path`);
      });
    },
  };
}
