// The HTML of a logged-in path (any page the shell serves that a visitor does not open): the
// logged-in frame's skeleton in `#root` with the real main navigation (rendered per request by the
// shell's server render, shell/dist-prerender/renderFrameSkeleton.js, from the registry this
// request reads: a remote that is off has no link), so the first paint does not wait for JavaScript, and
// everything the boot chain would otherwise start one after the other, started from the first
// bytes of the page: the session's loads with the stored token (earlySession.mjs), the content
// service's remote registry, the entry's bootstrap, the shared libraries, the layout, the shell's
// own page, and the entries and files of the remote modules of the page's main content in the
// versions this request will load (remoteFiles.mjs: registry asked per request, canary by the
// user's bucket, nothing of a remote that is off). The shell's files, the session's requests and
// the skeleton's style come from its build (shell/build/loggedInFirstLoad.ts); without that file the
// plain index.html is served, and without the server render an empty `#root`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { earlySessionScript } from './earlySession.mjs';
import { importBuild } from './importBuild.mjs';
import { EMPTY_ROOT, fillIndexHtml } from './indexHtml.mjs';
import { currentRegistry, remoteFiles } from './remoteFiles.mjs';

const FIRST_LOAD_FILE = 'logged-in-first-load.json';

const escapeAttribute = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A file the page loads with a script or style element (no crossorigin: as the loaders add them;
 * classic scripts, not modules, so `preload` and not `modulepreload`, which would fetch them a
 * second time in another mode).
 */
function preloadTag(href) {
  const as = extname(new URL(href, 'http://localhost').pathname) === '.css' ? 'style' : 'script';
  return `<link rel="preload" href="${escapeAttribute(href)}" as="${as}">`;
}

/** A JSON document the shell fetches (CORS, no credentials). */
const fetchTag = (href) => `<link rel="preload" href="${escapeAttribute(href)}" as="fetch" crossorigin="anonymous">`;

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The remote modules of a path's main content (the build's table by top-level path). */
function remotesFor(firstLoad, pathname) {
  const top = `/${pathname.split('/')[1] ?? ''}`;
  const page = firstLoad.remotes?.[top];
  return page && (page.subroutes || pathname === top) ? page.remotes : [];
}

/** The shell's server render of the skeleton, or null when it does not load: the pages then get an empty #root. */
async function importFrame(module) {
  try {
    return await importBuild(module);
  } catch (error) {
    console.error(`[serve] De server-render van het skelet (${module}) laadt niet; logged-in pagina's krijgen een lege #root:`, error);
    return null;
  }
}

/**
 * Returns `pageFor(pathname, request)`: a promise of the logged-in HTML for a path a logged-in
 * user opens ({ html, scriptSources }: the CSP sources of its inline script), or of null (a file,
 * a visitor's page, or a build without the file: serve as usual). `request` is { bucket, search }:
 * the user's canary bucket (null: unknown) and the address's query. `frameModule` is the shell's
 * server render of the skeleton; the environment's `fallbackFile` (remotes.json) stands in for
 * the registry when the content service does not answer in time, as it does in the browser.
 * Re-read when the build changes, so a rebuilt shell is served without a restart.
 */
export function loggedInShell({ dist, configFile, fallbackFile, frameModule = null }) {
  const dataFile = join(dist, FIRST_LOAD_FILE);
  const templateFile = join(dist, 'index.html');
  const filesOfRemotes = remoteFiles();
  let cached = null;

  function load() {
    if (!existsSync(dataFile) || !existsSync(templateFile)) return null;
    const changed = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
    const stamp = [dataFile, templateFile, configFile, fallbackFile, frameModule].map((file) => (file ? changed(file) : 0)).join(':');
    if (cached?.stamp !== stamp) {
      const template = readFileSync(templateFile, 'utf8');
      const firstLoad = template.includes(EMPTY_ROOT) ? readJson(dataFile) : null;
      const config = readJson(configFile);
      const registryUrl = typeof config?.registryUrl === 'string' ? config.registryUrl : null;
      const frame = frameModule && existsSync(frameModule) ? importFrame(frameModule) : Promise.resolve(null);
      cached = { stamp, template, firstLoad, registryUrl, frame, fallback: readJson(fallbackFile), session: earlySessionScript(config?.contentUrl, firstLoad?.session) };
    }
    return cached.firstLoad ? cached : null;
  }

  /** The skeleton with this request's navigation, or nothing when the server render is missing or fails. */
  async function skeletonFor(state, pathname, registry) {
    const frame = await state.frame;
    try {
      return frame ? frame.renderFrameSkeleton(pathname, registry, state.fallback) : '';
    } catch (error) {
      console.error(`[serve] Het skelet van ${pathname} kon niet worden gerenderd:`, error);
      return '';
    }
  }

  return async function pageFor(pathname, request = {}) {
    if (extname(pathname) !== '') return null;
    const state = load();
    if (!state || state.firstLoad.publicPaths.includes(pathname)) return null;
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
    return { html: fillIndexHtml(template, { head, root: await skeletonFor(state, pathname, registry) }), scriptSources: session ? [session.cspSource] : [] };
  };
}
