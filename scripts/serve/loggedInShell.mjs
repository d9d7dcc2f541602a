// The HTML of a logged-in path (any page the shell serves that a visitor does not open): the
// logged-in frame's skeleton in `#root`, so the first paint does not wait for JavaScript, and
// everything the boot chain would otherwise start one after the other, started from the first
// bytes of the page: the session's loads with the stored token (earlySession.mjs), the content
// service's remote registry, the entry's bootstrap, the shared libraries, the layout, the shell's
// own page, and the entries and files of the remote modules of the page's main content in the
// versions this request will load (remoteFiles.mjs: registry asked per request, canary by the
// user's bucket, nothing of a remote that is off). The shell's files, the session's requests and
// the skeleton come from its build (shell/build/loggedInFirstLoad.ts); without that file the
// plain index.html is served.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { earlySessionScript } from './earlySession.mjs';
import { EMPTY_ROOT, fillIndexHtml } from './indexHtml.mjs';
import { remoteFiles } from './remoteFiles.mjs';

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

/**
 * Returns `pageFor(pathname, request)`: a promise of the logged-in HTML for a path a logged-in
 * user opens ({ html, scriptSources }: the CSP sources of its inline script), or of null (a file,
 * a visitor's page, or a build without the file: serve as usual). `request` is { bucket, search }:
 * the user's canary bucket (null: unknown) and the address's query. Re-read when the build
 * changes, so a rebuilt shell is served without a restart.
 */
export function loggedInShell({ dist, configFile }) {
  const dataFile = join(dist, FIRST_LOAD_FILE);
  const templateFile = join(dist, 'index.html');
  let cached = null;
  let filesOfRemotes = null;

  function load() {
    if (!existsSync(dataFile) || !existsSync(templateFile)) return null;
    const changed = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
    const stamp = [dataFile, templateFile, configFile].map(changed).join(':');
    if (cached?.stamp !== stamp) {
      const template = readFileSync(templateFile, 'utf8');
      const firstLoad = template.includes(EMPTY_ROOT) ? readJson(dataFile) : null;
      const config = readJson(configFile);
      const registryUrl = typeof config?.registryUrl === 'string' ? config.registryUrl : null;
      cached = { stamp, template, firstLoad, registryUrl, session: earlySessionScript(config?.contentUrl, firstLoad?.session) };
      filesOfRemotes = remoteFiles({ registryUrl });
    }
    return cached.firstLoad ? cached : null;
  }

  return async function pageFor(pathname, request = {}) {
    if (extname(pathname) !== '') return null;
    const state = load();
    if (!state || state.firstLoad.publicPaths.includes(pathname)) return null;
    const { template, firstLoad, registryUrl, session } = state;
    const remotes = await filesOfRemotes(remotesFor(firstLoad, pathname), request);
    const head = [
      // First of what the server adds: the session's loads start before the preloads are read.
      ...(session ? [session.tag] : []),
      `<style>${firstLoad.style}</style>`,
      ...(registryUrl ? [fetchTag(registryUrl)] : []),
      ...remotes.manifests.map(fetchTag),
      ...[...firstLoad.preload.common, ...(firstLoad.preload.byPath[pathname] ?? [])].map(preloadTag),
      ...remotes.files.map(preloadTag),
    ].join('');
    return { html: fillIndexHtml(template, { head, root: firstLoad.skeleton }), scriptSources: session ? [session.cspSource] : [] };
  };
}
