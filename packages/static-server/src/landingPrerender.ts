// The landing page's HTML with its content in it, so a visitor's first paint does not wait for
// JavaScript: the shell's server render (shell/dist-prerender, built with the shell) fills
// `#root` from the content service named in the environment's config.json, and the data it
// used goes along as a JSON block for the visitor's entry (shell/src/visitor, no federation) to
// hydrate from, started by a small loader after the first paint. Rendered at most every FRESH_MS
// (a render costs the content service five requests, mostly answered from its cache), served
// stale while the next render runs, but never older than MAX_STALE_MS: a page published or
// unpublished in the content service reaches visitors within 10 s. Without a render (content
// service down, no build) the last one or the plain index.html is served.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asRecord, importBuild, stringsOf } from './files';
import { EMPTY_ROOT, fillIndexHtml, scriptJson } from './indexHtml';
import { LANDING_STATE_ID, PLATFORM_ENTRY_META, VISITOR_ENTRY_META } from './pageNames';

const FRESH_MS = 3_000;
/** Older than this, a visitor waits for the next render rather than get it (publish within 10 s). */
const MAX_STALE_MS = 8_000;
const PLATFORM_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;
const CONFIG_PRELOAD = /<link rel="preload" href="\/config\.json"[^>]*>/;

/** What the shell's server render (renderLanding.js) answers. */
interface LandingRender {
  html: string;
  /** The page without the cookie banner (missing in a shell built before that variant). */
  htmlAfterChoice?: string;
  state: unknown;
}

type RenderLanding = (config: unknown) => Promise<LandingRender>;

interface VisitorFiles {
  loader: string;
  js: string[];
  css: string[];
}

/**
 * The visitor's build (shell/rsbuild.visitor.config.ts, copied to /visitor/ by the shell's build),
 * from its manifest: the loader's script, and the entry's scripts and style sheets.
 */
export function visitorFiles(dist: string): VisitorFiles {
  const entries = asRecord(asRecord(JSON.parse(readFileSync(join(dist, 'visitor/manifest.json'), 'utf8')))?.entries);
  const initialOf = (name: string) => asRecord(asRecord(entries?.[name])?.initial);
  const loader = stringsOf(initialOf('loader')?.js);
  const entry = initialOf('visitor');
  const js = stringsOf(entry?.js);
  if (loader.length !== 1) throw new Error('visitor/manifest.json names no single loader script');
  if (js.length === 0) throw new Error('visitor/manifest.json names no entry scripts');
  return { loader: loader[0] as string, js, css: stringsOf(entry?.css) };
}

/**
 * The landing page's HTML head from the shell's index.html. Its only script is the visitor's
 * loader; the entry's scripts are named in a meta tag, from which the loader starts them after the
 * first paint. They are not preloaded: on a phone's connection 114 kB of script downloading beside
 * the page delays its first paint (Lighthouse's LCP 1.0 s without, 1.8 s with a low-priority
 * preload). The platform's scripts are named in another meta tag (the visitor's entry starts
 * them for someone who turns out to be logged in). config.json is not preloaded: the
 * configuration comes with the page's data. Returns the template without those and the tags to
 * add.
 */
export function landingHead(template: string, visitor: VisitorFiles): { template: string; head: string } {
  const platformScripts = [...template.matchAll(PLATFORM_SCRIPT)].map((match) => match[1]);
  if (platformScripts.length === 0) throw new Error('index.html has no platform script');
  const head = [
    ...visitor.css.map((href) => `<link rel="stylesheet" href="${href}">`),
    `<script defer src="${visitor.loader}"></script>`,
    `<meta name="${VISITOR_ENTRY_META}" content="${visitor.js.join(' ')}">`,
    `<meta name="${PLATFORM_ENTRY_META}" content="${platformScripts.join(' ')}">`,
  ].join('');
  return { template: template.replace(PLATFORM_SCRIPT, '').replace(CONFIG_PRELOAD, ''), head };
}

/** The render's data as the JSON block the visitor's entry hydrates from. */
export const landingStateBlock = (state: unknown): string => `<script type="application/json" id="${LANDING_STATE_ID}">${scriptJson(state)}</script>`;

export interface LandingPrerenderOptions {
  /** The shell's server render of the landing page (shell/dist-prerender/renderLanding.js). */
  module: string;
  /** The shell's build. */
  dist: string;
  /** The environment's config.json. */
  configFile: string;
}

/**
 * Returns `landingPage({ consentChosen })`: the rendered landing page, or null (serve index.html);
 * without the cookie banner when the visitor chose before (from the request's consent cookie).
 */
export function landingPrerender({ module, dist, configFile }: LandingPrerenderOptions) {
  let cached: { pages: { withBanner: string; afterChoice: string }; at: number } | null = null;
  let pending: Promise<void> | null = null;

  async function render() {
    const { renderLanding } = (await importBuild(module)) as { renderLanding: RenderLanding };
    const { html, htmlAfterChoice, state } = await renderLanding(JSON.parse(readFileSync(configFile, 'utf8')));
    const template = readFileSync(join(dist, 'index.html'), 'utf8');
    if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
    const landing = landingHead(template, visitorFiles(dist));
    const page = (root: string) => fillIndexHtml(landing.template, { head: landing.head, root, afterRoot: landingStateBlock(state) });
    // A visitor who chose gets the page without the cookie banner (a shell built before that variant: the same page).
    return { withBanner: page(html), afterChoice: page(htmlAfterChoice ?? html) };
  }

  function refresh(): Promise<void> {
    pending ??= render()
      .then((pages) => {
        cached = { pages, at: Date.now() };
      })
      .catch((error: unknown) => console.error('[landing] Server render failed; index.html is served as is.', error))
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  return async function landingPage({ consentChosen = false }: { consentChosen?: boolean } = {}): Promise<string | null> {
    if (!existsSync(module)) return null;
    const age = cached ? Date.now() - cached.at : Infinity;
    if (age > MAX_STALE_MS) await refresh();
    else if (age > FRESH_MS) void refresh();
    if (!cached) return null;
    return consentChosen ? cached.pages.afterChoice : cached.pages.withBanner;
  };
}
