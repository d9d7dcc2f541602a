// A small shell build on disk as the server reads it (index.html, the visitor's manifest, the
// logged-in first-load file, the server renders, the environment's files), for the tests.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const INDEX_HTML =
  '<!doctype html><html><head><title>Doorloopjes</title><link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous">' +
  '<script defer src="/static/js/lib-react.0123456789.js"></script><script defer src="/static/js/index.abcdef0123.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

export const VISITOR_MANIFEST = {
  entries: {
    loader: { initial: { js: ['/visitor/static/js/loader.1111111111.js'] } },
    visitor: { initial: { js: ['/visitor/static/js/visitor.2222222222.js', '/visitor/static/js/lib-react.3333333333.js'], css: ['/visitor/static/css/visitor.4444444444.css'] } },
  },
};

export const FIRST_LOAD = {
  publicPaths: ['/', '/toegankelijkheid'],
  style: '.shell-skeleton{display:grid}',
  preload: { common: ['/static/js/index.abcdef0123.js', '/static/css/index.abcdef0123.css'], byPath: { '/profiel': ['/static/js/async/profile.5555555555.js'] } },
  session: [{ url: '/api/settings', auth: false }],
  remotes: { '/dashboard': { subroutes: false, remotes: [{ remote: 'content', exposes: ['Dashboard'] }] } },
};

/** The landing page's server render: `htmlAfterChoice` drops the banner; the state carries a '</script>'. */
const RENDER_LANDING = `export async function renderLanding(config) {
  return { html: '<main><h1>Welkom</h1><section>banner</section></main>', htmlAfterChoice: '<main><h1>Welkom</h1></main>', state: { contentUrl: config.contentUrl, title: '</script>' } };
}`;

/** The skeleton's server render: the registry it was given shows in the navigation. */
const RENDER_FRAME = `export function renderFrameSkeleton(pathname, registry, fallback) {
  const remotes = Object.keys((registry ?? fallback).remotes).join(',');
  return { root: '<nav data-path="' + pathname + '">' + remotes + '</nav>', afterRoot: '<script type="application/json" id="frame-state">{}</script>' };
}`;

export interface ShellBuild {
  dist: string;
  overlay: string;
  prerender: string;
  frame: string;
}

function write(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** Writes a shell build whose config names `contentUrl` and (when given) `registryUrl`. */
export function writeShellBuild({ contentUrl = 'http://localhost:1337', registryUrl }: { contentUrl?: string; registryUrl?: string } = {}): ShellBuild {
  const root = mkdtempSync(join(tmpdir(), 'shell-build-'));
  const dist = join(root, 'dist');
  const overlay = join(root, 'environment');
  write(join(dist, 'index.html'), INDEX_HTML);
  write(join(dist, 'visitor/manifest.json'), JSON.stringify(VISITOR_MANIFEST));
  write(join(dist, 'logged-in-first-load.json'), JSON.stringify(FIRST_LOAD));
  write(join(dist, 'static/js/index.abcdef0123.js'), 'console.log("shell");');
  write(join(dist, 'remotes.json'), JSON.stringify({ remotes: {} }));
  write(join(overlay, 'config.json'), JSON.stringify({ contentUrl, assistantUrl: 'http://localhost:8787', ...(registryUrl ? { registryUrl } : {}) }));
  write(join(overlay, 'remotes.json'), JSON.stringify({ remotes: { content: { enabled: true, manifest: 'http://localhost:3002/mf-manifest.json' } } }));
  const prerender = join(root, 'dist-prerender/renderLanding.js');
  const frame = join(root, 'dist-prerender/renderFrameSkeleton.js');
  write(prerender, RENDER_LANDING);
  write(frame, RENDER_FRAME);
  return { dist, overlay, prerender, frame };
}
