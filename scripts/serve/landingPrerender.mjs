// The landing page's HTML with its content in it, so a visitor's first paint does not wait for
// JavaScript: the shell's server render (shell/dist-prerender, built with the shell) fills
// `#root` from the content service named in the environment's config.json, and the data it
// used goes along as a JSON block for React to hydrate from. Rendered at most every FRESH_MS
// (content changes rarely; a render costs the content service five requests), served stale
// while the next render runs; without a render (content service down, no build) the plain
// index.html is served and the browser renders as before.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const FRESH_MS = 30_000;
const STATE_ID = 'landing-state';
const EMPTY_ROOT = '<div id="root"></div>';

/** The style sheets of the visitor's pages (not the logged-in ones), linked so the HTML paints styled. */
function visitorStyleSheets(dist) {
  const dir = join(dist, 'static/css');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.css') && !/(^|\/)logged-in-/.test(file))
    .sort()
    .map((file) => `<link rel="stylesheet" href="/${relative(dist, join(dir, file))}">`);
}

/** JSON inside <script>: no '<' may close the element early. */
function jsonBlock(value) {
  return `<script type="application/json" id="${STATE_ID}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

export function landingPrerender({ module, dist, configFile }) {
  let cached = null;
  let pending = null;

  async function render() {
    // The module's time in its URL: a rebuilt shell is picked up without a restart.
    const { renderLanding } = await import(`${pathToFileURL(module).href}?v=${statSync(module).mtimeMs}`);
    const { html, state } = await renderLanding(JSON.parse(readFileSync(configFile, 'utf8')));
    const template = readFileSync(join(dist, 'index.html'), 'utf8');
    if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
    return template.replace('</head>', `${visitorStyleSheets(dist).join('')}</head>`).replace(EMPTY_ROOT, `<div id="root">${html}</div>${jsonBlock(state)}`);
  }

  function refresh() {
    pending ??= render()
      .then((page) => {
        cached = { page, at: Date.now() };
      })
      .catch((error) => console.error('[landing] Server render failed; index.html is served as is.', error))
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  /** The rendered landing page, or null (serve index.html). */
  return async function landingPage() {
    if (!existsSync(module)) return null;
    if (!cached) await refresh();
    else if (Date.now() - cached.at > FRESH_MS) void refresh();
    return cached?.page ?? null;
  };
}
