import type { RsbuildPlugin } from '@rsbuild/core';
import { FIRST_LOAD_FILE } from '@doorloopjes/static-server/page-names';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REMOTE_ROUTES } from '@doorloopjes/platform-contract';
import type { ContentQuery } from '@doorloopjes/runtime';
import { doorloopjeListRequest, globalSettingsRequest, meRequest } from '@doorloopjes/runtime/shared-requests';
import { paths } from '@doorloopjes/shared/paths';
import { strapiQuery } from '@doorloopjes/strapi-query';
import { DASHBOARD_REMOTES } from '../src/remotes/dashboardRemotes';
import type { RouteRemote } from '../src/remotes/routeRemotes';

/** What the static server needs to start a logged-in page before its scripts run (see below). */
export interface LoggedInFirstLoad {
  /** Paths a visitor opens: they get the plain index.html. */
  publicPaths: string[];
  /**
   * The style sheets of the frame's skeleton (src/layout/skeleton), of its navigation and of the
   * dashboard chat's outline (src/dashboard/components/DashboardOutline), inlined
   * into the HTML; the server renders the skeleton itself per request (src/prerender/renderFrameSkeleton).
   */
  style: string;
  /** Files every logged-in path needs, then the extra ones of the shell's own pages. */
  preload: { common: string[]; byPath: Record<string, string[]> };
  /**
   * The session's three loads (settings, user, guide list) as the runtime's client sends them:
   * the address below the content service and whether it carries the token. The static server
   * starts them from the HTML (packages/static-server/src/earlySession.ts); the client adopts the answers.
   */
  session: Array<{ url: string; auth: boolean }>;
  /**
   * The remote modules of a path's main content by top-level path (src/remotes/routeRemotes.ts):
   * the server preloads their entries and files, from the registry it reads per request.
   */
  remotes: Record<string, { subroutes: boolean; remotes: RouteRemote[] }>;
}

/** A content query as the runtime's HTTP client puts it in the address (runtime/src/api/httpClient.ts). */
function sessionRequest(query: ContentQuery): { url: string; auth: boolean } {
  const search = query.params ? strapiQuery(query.params) : '';
  return { url: `${query.path}${search ? `?${search}` : ''}`, auth: query.role !== 'visitor' };
}

/** The main content's remotes per top-level path: the dashboard's, and every remote page that preloads its module. */
function remotesByPath(): LoggedInFirstLoad['remotes'] {
  const byPath: LoggedInFirstLoad['remotes'] = { [paths.dashboard()]: { subroutes: false, remotes: DASHBOARD_REMOTES } };
  for (const [remote, routes] of Object.entries(REMOTE_ROUTES)) {
    for (const route of Object.values(routes as Record<string, { path: string; subroutes: boolean; preload: boolean; module: string }>)) {
      // The route's own module belongs to its remote (the contract's type); the entries lose that link.
      if (route.preload) byPath[route.path] = { subroutes: route.subroutes, remotes: [{ remote, exposes: [route.module] } as RouteRemote] };
    }
  }
  return byPath;
}


/** The skeleton's style sheet, its navigation's (the layout's own) and the dashboard chat's outline. */
const SKELETON_STYLES = ['../src/layout/skeleton/layoutSkeleton.css', '../src/layout/components/sidebar.css', '../src/dashboard/components/dashboardOutline.css'].map((file) =>
  join(import.meta.dirname, file),
);

/** A style sheet as one line without comments: it goes into every logged-in page's HTML. */
const inlineStyle = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, ' ')
    .trim();

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
 * (packages/static-server/src/loggedInShell.ts) names all of those files in the HTML so the browser fetches
 * them at once, and renders the frame's skeleton into the page until React takes over.
 */
export function pluginLoggedInFirstLoad({ federated = true }: { federated?: boolean } = {}): RsbuildPlugin {
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
          style: SKELETON_STYLES.map(inlineStyle).join(' '),
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
          session: [globalSettingsRequest, meRequest, doorloopjeListRequest].map(sessionRequest),
          // A build with the remotes compiled in loads no remote entries.
          remotes: federated ? remotesByPath() : {},
        };
        await writeFile(join(dist, FIRST_LOAD_FILE), JSON.stringify(firstLoad));
        api.logger.info(`logged-in first load: ${firstLoad.preload.common.length} files preloaded on every logged-in path`);
      });
    },
  };
}
