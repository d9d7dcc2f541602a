// The HTML of a logged-in path (any page the shell serves that a visitor does not open): the
// logged-in frame's skeleton in `#root`, so the first paint does not wait for JavaScript, and a
// preload of every file the boot chain would otherwise discover one after the other: the
// entry's bootstrap, the shared libraries, the layout, the shell's own page and the content
// service's remote registry. The shell's files and the skeleton come from its build
// (shell/build/loggedInFirstLoad.ts); without that file the plain index.html is served.
// The remotes' manifests and modules are not named here: which ones a page loads is decided in
// the browser from the registry (canary, QA override, a remote switched off), and preloading
// them from the HTML did not make the dashboard measurably faster.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { EMPTY_ROOT, fillIndexHtml } from './indexHtml.mjs';

const FIRST_LOAD_FILE = 'logged-in-first-load.json';

const escapeAttribute = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A file the page loads with a script or style element (no crossorigin: as the loaders add them). */
function preloadTag(href) {
  const as = extname(href) === '.css' ? 'style' : 'script';
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

/**
 * Returns `pageFor(pathname)`: the logged-in HTML for a path a logged-in user opens,
 * or null (a file, a visitor's page, or a build without the file: serve as usual). Re-read
 * when the build changes, so a rebuilt shell is served without a restart.
 */
export function loggedInShell({ dist, configFile }) {
  const dataFile = join(dist, FIRST_LOAD_FILE);
  const templateFile = join(dist, 'index.html');
  let cached = null;

  function load() {
    if (!existsSync(dataFile) || !existsSync(templateFile)) return null;
    const changed = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
    const stamp = [dataFile, templateFile, configFile].map(changed).join(':');
    if (cached?.stamp !== stamp) {
      const template = readFileSync(templateFile, 'utf8');
      cached = { stamp, template, firstLoad: template.includes(EMPTY_ROOT) ? readJson(dataFile) : null, config: readJson(configFile) };
    }
    return cached.firstLoad ? cached : null;
  }

  return function pageFor(pathname) {
    if (extname(pathname) !== '') return null;
    const state = load();
    if (!state || state.firstLoad.publicPaths.includes(pathname)) return null;
    const { template, firstLoad, config } = state;
    const registryUrl = typeof config?.registryUrl === 'string' ? config.registryUrl : null;
    const head = [
      `<style>${firstLoad.style}</style>`,
      ...(registryUrl ? [fetchTag(registryUrl)] : []),
      ...[...firstLoad.preload.common, ...(firstLoad.preload.byPath[pathname] ?? [])].map(preloadTag),
    ].join('');
    return fillIndexHtml(template, { head, root: firstLoad.skeleton });
  };
}
