// The HTML of a logged-in path (any page the shell serves that a visitor does not open): the
// logged-in frame's skeleton in `#root`, so the first paint does not wait for JavaScript, and a
// preload of every file the boot chain would otherwise discover one after the other (the entry's
// bootstrap, the shared libraries, the layout, the shell's own page, the content service's
// remote registry). The list and the skeleton come from the shell's build
// (shell/build/loggedInFirstLoad.ts); without that file the plain index.html is served.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';

const FIRST_LOAD_FILE = 'logged-in-first-load.json';
const EMPTY_ROOT = '<div id="root"></div>';

const escapeAttribute = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function preloadTag(href) {
  const as = extname(href) === '.css' ? 'style' : 'script';
  return `<link rel="preload" href="${escapeAttribute(href)}" as="${as}">`;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The registry is fetched from the content service; preloaded as the shell fetches it (CORS, no credentials). */
function registryTag(config) {
  const url = config && typeof config.registryUrl === 'string' ? config.registryUrl : null;
  return url ? `<link rel="preload" href="${escapeAttribute(url)}" as="fetch" crossorigin="anonymous">` : '';
}

/** The remotes a path renders (the build's table, from the shell's remotesForPath). */
function remotesFor(firstLoad, pathname) {
  const top = `/${pathname.split('/')[1] ?? ''}`;
  const own = firstLoad.remotes.byPath[top];
  if (own) return own;
  const route = firstLoad.remotes.routes.find(({ path, subroutes }) => pathname === path || (subroutes && pathname.startsWith(`${path}/`)));
  return route?.remotes ?? [];
}

/**
 * The manifests of those remotes as remotes.json (the last known good registry) names them: the
 * content service's registry names the same ones unless a canary or a new version is live, and
 * then a preload of 1 kB goes unused. Fetched as the federation runtime fetches them (CORS).
 */
function manifestTags(registry, remotes) {
  const entries = registry && typeof registry.remotes === 'object' ? registry.remotes : {};
  return remotes
    .map((name) => entries[name])
    .filter((entry) => entry?.enabled && typeof entry.manifest === 'string')
    .map((entry) => `<link rel="preload" href="${escapeAttribute(entry.manifest)}" as="fetch" crossorigin="anonymous">`)
    .join('');
}

function render({ template, firstLoad, config, registry, page, remotes }) {
  const files = [...firstLoad.preload.common, ...(firstLoad.preload.byPath[page] ?? [])];
  const head = `<style>${firstLoad.style}</style>${registryTag(config)}${manifestTags(registry, remotes)}${files.map(preloadTag).join('')}`;
  return template.replace('</head>', `${head}</head>`).replace(EMPTY_ROOT, `<div id="root">${firstLoad.skeleton}</div>`);
}

/**
 * Returns `pageFor(pathname)`: the logged-in HTML for a path a logged-in user opens, or null
 * (a file, a visitor's page, or a build without the file: serve as usual). Re-read when the
 * build changes, so a rebuilt shell is served without a restart.
 */
export function loggedInShell({ dist, configFile, registryFile }) {
  const dataFile = join(dist, FIRST_LOAD_FILE);
  const templateFile = join(dist, 'index.html');
  let cached = null;

  function load() {
    if (!existsSync(dataFile) || !existsSync(templateFile)) return null;
    const changed = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
    const stamp = [dataFile, templateFile, configFile, registryFile].map(changed).join(':');
    if (cached?.stamp !== stamp) {
      const template = readFileSync(templateFile, 'utf8');
      const firstLoad = readJson(dataFile);
      cached = { stamp, template, firstLoad: template.includes(EMPTY_ROOT) ? firstLoad : null, config: readJson(configFile), registry: readJson(registryFile), pages: new Map() };
    }
    return cached.firstLoad ? cached : null;
  }

  return function pageFor(pathname) {
    if (extname(pathname) !== '') return null;
    const state = load();
    if (!state || state.firstLoad.publicPaths.includes(pathname)) return null;
    // One HTML per shell page and set of remotes (not per path: a guide's address has its slug).
    const page = pathname in state.firstLoad.preload.byPath ? pathname : '';
    const remotes = remotesFor(state.firstLoad, pathname);
    const key = `${page}|${remotes.join(',')}`;
    if (!state.pages.has(key)) state.pages.set(key, render({ ...state, page, remotes }));
    return state.pages.get(key);
  };
}
