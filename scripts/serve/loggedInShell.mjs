// The HTML of a logged-in path (any page the shell serves that a visitor does not open): the
// logged-in frame's skeleton in `#root`, so the first paint does not wait for JavaScript, and a
// preload of every file the boot chain would otherwise discover one after the other: the
// entry's bootstrap, the shared libraries, the layout, the shell's own page, the content
// service's remote registry, and the manifests and module files of the remotes the path renders
// (remoteFiles.mjs). The shell's files and the skeleton come from its build
// (shell/build/loggedInFirstLoad.ts); without that file the plain index.html is served.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { remoteFiles } from './remoteFiles.mjs';

const FIRST_LOAD_FILE = 'logged-in-first-load.json';
const EMPTY_ROOT = '<div id="root"></div>';

const escapeAttribute = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A file the page loads with a script or style element (no crossorigin: as the loaders add them). */
function preloadTag(href) {
  const as = extname(new URL(href, 'http://x').pathname) === '.css' ? 'style' : 'script';
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

/** The remote modules a path renders (the build's table, from the shell's remotesForPath). */
function remotesFor(firstLoad, pathname) {
  const top = `/${pathname.split('/')[1] ?? ''}`;
  const own = firstLoad.remotes.byPath[top];
  if (own) return own;
  const route = firstLoad.remotes.routes.find(({ path, subroutes }) => pathname === path || (subroutes && pathname.startsWith(`${path}/`)));
  return route?.remotes ?? [];
}

/**
 * Returns `pageFor(pathname)`: a promise of the logged-in HTML for a path a logged-in user opens,
 * or of null (a file, a visitor's page, or a build without the file: serve as usual). Re-read
 * when the build changes, so a rebuilt shell is served without a restart.
 */
export function loggedInShell({ dist, configFile, registryFile }) {
  const dataFile = join(dist, FIRST_LOAD_FILE);
  const templateFile = join(dist, 'index.html');
  const filesOfRemotes = remoteFiles({ configFile, registryFile });
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

  return async function pageFor(pathname) {
    if (extname(pathname) !== '') return null;
    const state = load();
    if (!state || state.firstLoad.publicPaths.includes(pathname)) return null;
    const { template, firstLoad, config } = state;
    const remotes = await filesOfRemotes(remotesFor(firstLoad, pathname));
    const registryUrl = typeof config?.registryUrl === 'string' ? config.registryUrl : null;
    const head = [
      `<style>${firstLoad.style}</style>`,
      ...(registryUrl ? [fetchTag(registryUrl)] : []),
      ...remotes.manifests.map(fetchTag),
      ...[...firstLoad.preload.common, ...(firstLoad.preload.byPath[pathname] ?? [])].map(preloadTag),
      ...remotes.files.map(preloadTag),
    ].join('');
    return template.replace('</head>', `${head}</head>`).replace(EMPTY_ROOT, `<div id="root">${firstLoad.skeleton}</div>`);
  };
}
