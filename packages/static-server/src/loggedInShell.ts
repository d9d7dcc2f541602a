// The HTML of a logged-in path (any page the shell serves that a visitor does not open): the
// logged-in frame's skeleton in `#root` with the real main navigation (rendered per request by the
// shell's server render, shell/dist-prerender/renderFrameSkeleton.js, from the registry this
// request reads: a remote that is off has no link), which the browser hydrates (not replaces), so
// the first paint does not wait for JavaScript, and
// everything the boot chain would otherwise start one after the other, started from the first
// bytes of the page: the session's loads with the stored token (earlySession.ts), the content
// service's remote registry, the entry's bootstrap, the shared libraries, the layout, the shell's
// own page, and the entries and files of the remote modules of the page's main content in the
// versions this request will load (remoteFiles.ts: registry asked per request, canary by the
// user's bucket, nothing of a remote that is off). The shell's files, the session's requests and
// the skeleton's style come from its build (shell/build/loggedInFirstLoad.ts); without that file the
// plain index.html is served, and without the server render an empty `#root`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { earlySessionScript, type EarlySession } from './earlySession';
import { asRecord, importBuild, readJson } from './files';
import { EMPTY_ROOT, fillIndexHtml, type IndexHtmlParts } from './indexHtml';
import { FIRST_LOAD_FILE } from './pageNames';
import { currentRegistry, remoteFiles, type PreloadRequest, type WantedRemote } from './remoteFiles';


/** The shell build's logged-in-first-load.json (shell/build/loggedInFirstLoad.ts: LoggedInFirstLoad). */
interface FirstLoad {
  publicPaths: string[];
  style: string;
  session?: unknown;
  preload: { common: string[]; byPath: Record<string, string[] | undefined> };
  remotes?: Record<string, { subroutes?: boolean; remotes: WantedRemote[] } | undefined>;
}

/** The shell's server render of the skeleton (renderFrameSkeleton.js). */
interface FrameRender {
  renderFrameSkeleton: (pathname: string, registry: unknown, fallback: unknown) => Pick<IndexHtmlParts, 'root' | 'afterRoot'>;
}

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A file the page loads with a script or style element (no crossorigin: as the loaders add them;
 * classic scripts, not modules, so `preload` and not `modulepreload`, which would fetch them a
 * second time in another mode).
 */
export function preloadTag(href: string): string {
  const as = extname(new URL(href, 'http://localhost').pathname) === '.css' ? 'style' : 'script';
  return `<link rel="preload" href="${escapeAttribute(href)}" as="${as}">`;
}

/** A JSON document the shell fetches (CORS, no credentials). */
export const fetchTag = (href: string): string => `<link rel="preload" href="${escapeAttribute(href)}" as="fetch" crossorigin="anonymous">`;

/** The remote modules of a path's main content (the build's table by top-level path). */
function remotesFor(firstLoad: FirstLoad, pathname: string): WantedRemote[] {
  const top = `/${pathname.split('/')[1] ?? ''}`;
  const page = firstLoad.remotes?.[top];
  return page && (page.subroutes || pathname === top) ? page.remotes : [];
}

/**
 * A path as the browser's router matches it (without case, a trailing slash ignored): a visitor's
 * page asked for as `/Toegankelijkheid/` must not get the logged-in frame, which React would then
 * find to differ from the page it renders there.
 */
const asRouted = (pathname: string): string => pathname.toLowerCase().replace(/\/+$/, '') || '/';

/** The shell's server render of the skeleton, or null when it does not load: the pages then get an empty #root. */
async function importFrame(module: string): Promise<FrameRender | null> {
  try {
    return (await importBuild(module)) as FrameRender;
  } catch (error) {
    console.error(`[serve] De server-render van het skelet (${module}) laadt niet; logged-in pagina's krijgen een lege #root:`, error);
    return null;
  }
}

export interface LoggedInShellOptions {
  /** The shell's build. */
  dist: string;
  /** The environment's config.json. */
  configFile: string;
  /** The environment's remotes.json: stands in for the registry when the content service does not answer in time, as in the browser. */
  fallbackFile: string;
  /** The shell's server render of the skeleton (renderFrameSkeleton.js), or null. */
  frameModule?: string | null;
}

/** A logged-in path's HTML, and the CSP sources of its inline script. */
export interface LoggedInPage {
  html: string;
  scriptSources: string[];
}

interface BuildState {
  stamp: string;
  template: string;
  firstLoad: FirstLoad | null;
  registryUrl: string | null;
  frame: Promise<FrameRender | null>;
  fallback: unknown;
  session: EarlySession | null;
}

/**
 * Returns `pageFor(pathname, request)`: a promise of the logged-in HTML for a path a logged-in
 * user opens, or of null (a file, a visitor's page, or a build without the file: serve as usual).
 * `request` is the user's canary bucket and the address's query. Re-read when the build changes,
 * so a rebuilt shell is served without a restart.
 */
export function loggedInShell({ dist, configFile, fallbackFile, frameModule = null }: LoggedInShellOptions) {
  const dataFile = join(dist, FIRST_LOAD_FILE);
  const templateFile = join(dist, 'index.html');
  const filesOfRemotes = remoteFiles();
  let cached: BuildState | null = null;

  function load(): (BuildState & { firstLoad: FirstLoad }) | null {
    if (!existsSync(dataFile) || !existsSync(templateFile)) return null;
    const changed = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0);
    const stamp = [dataFile, templateFile, configFile, fallbackFile, frameModule].map((file) => (file ? changed(file) : 0)).join(':');
    if (cached?.stamp !== stamp) {
      const template = readFileSync(templateFile, 'utf8');
      const firstLoad = template.includes(EMPTY_ROOT) ? (readJson(dataFile) as FirstLoad | null) : null;
      const config = asRecord(readJson(configFile));
      const registryUrl = typeof config?.registryUrl === 'string' ? config.registryUrl : null;
      const frame = frameModule && existsSync(frameModule) ? importFrame(frameModule) : Promise.resolve(null);
      cached = { stamp, template, firstLoad, registryUrl, frame, fallback: readJson(fallbackFile), session: earlySessionScript(config?.contentUrl, firstLoad?.session) };
    }
    const state = cached;
    return state.firstLoad ? { ...state, firstLoad: state.firstLoad } : null;
  }

  /**
   * The skeleton with this request's navigation for `#root`, and the data block after it that the
   * browser hydrates it with; nothing when the server render is missing or fails (the browser then
   * renders the page itself).
   */
  async function skeletonFor(state: BuildState, pathname: string, registry: unknown): Promise<Pick<IndexHtmlParts, 'root' | 'afterRoot'>> {
    const frame = await state.frame;
    try {
      return frame ? frame.renderFrameSkeleton(pathname, registry, state.fallback) : {};
    } catch (error) {
      console.error(`[serve] Het skelet van ${pathname} kon niet worden gerenderd:`, error);
      return {};
    }
  }

  return async function pageFor(pathname: string, request: PreloadRequest = {}): Promise<LoggedInPage | null> {
    if (extname(pathname) !== '') return null;
    const state = load();
    if (!state || state.firstLoad.publicPaths.includes(asRouted(pathname))) return null;
    const { template, firstLoad, registryUrl, session } = state;
    const registry = await currentRegistry(registryUrl);
    const remotes = await filesOfRemotes(remotesFor(firstLoad, pathname), request, registry);
    const head = [
      // First of what the server adds: the session's loads start before the preloads are read.
      ...(session ? [session.tag] : []),
      `<style>${firstLoad.style}</style>`,
      ...(registryUrl ? [fetchTag(registryUrl)] : []),
      ...remotes.manifests.map(fetchTag),
      ...[...firstLoad.preload.common, ...(firstLoad.preload.byPath[pathname] ?? [])].map(preloadTag),
      ...remotes.files.map(preloadTag),
    ].join('');
    return { html: fillIndexHtml(template, { head, ...(await skeletonFor(state, pathname, registry)) }), scriptSources: session ? [session.cspSource] : [] };
  };
}
