// Serves a built app like production, with sirv (files) and compression (fallback for files
// without a precompressed copy):
// - the build's .br/.gz copies are sent to browsers that accept them;
// - hashed files are `immutable`; HTML, manifests, remotes.json and config.json revalidate (ETag);
// - client-side routes (no extension) get index.html; with `prerender`, '/' gets the landing page
//   rendered from the content service (landingPrerender.ts); with `shell`, the logged-in paths get
//   it with the frame's skeleton (its navigation rendered with `frame`) and the boot's preloads
//   (loggedInShell.ts);
// - an optional overlay folder wins over the build: an environment's remotes.json/config.json;
// - an optional releases folder is served under /releases/;
// - remotes answer cross-origin requests (the shell loads them from another origin); the shell
//   sends a CSP built from its environment's files and other security headers instead.
import compression from 'compression';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import sirv, { type Options as SirvOptions } from 'sirv';
import { canaryBucketOf, consentChosen } from './cookies';
import { cspForFolder } from './csp';
import { landingPrerender } from './landingPrerender';
import { loggedInShell } from './loggedInShell';

export interface StaticServerOptions {
  /** The app's build. */
  dir: string;
  /** A folder whose files win over the build's (an environment's remotes.json and config.json). */
  overlay?: string | null;
  /** A remote's release store, served under /releases/. */
  releases?: string | null;
  /** This is the shell: security headers and CSP instead of CORS, logged-in pages' HTML. */
  shell?: boolean;
  /** The shell's landing page server render (shell/dist-prerender/renderLanding.js). */
  prerender?: string | null;
  /** The shell's server render of the logged-in frame's skeleton (shell/dist-prerender/renderFrameSkeleton.js). */
  frame?: string | null;
}

const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

function setCaching(response: ServerResponse, pathname: string): void {
  // Hashed names change with their content; everything else must be asked for again.
  response.setHeader('Cache-Control', HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** The editors' preview of a draft (shell/src/preview): never indexed, framed by the admin panel's Preview. */
const PREVIEW_PAGE = /^\/voorbeeld\/?$/;

const isRead = (request: IncomingMessage): boolean => request.method === 'GET' || request.method === 'HEAD';

function notFound(response: ServerResponse): void {
  response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  response.end('Niet gevonden');
}

/** Sends a page the server filled in (no-cache: it changes with the build and the content); false without one. */
function sendPage(request: IncomingMessage, response: ServerResponse, page: string | null): boolean {
  if (!page) return false;
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', 'no-cache');
  response.end(request.method === 'HEAD' ? undefined : page);
  return true;
}

/** The server for one built app; it does not listen yet. */
export function createStaticServer(options: StaticServerOptions): Server {
  const shell = options.shell === true;
  // dev: look files up per request, so a rebuilt remote is served at once without a restart.
  const fileOptions: SirvOptions = { dev: true, etag: true, brotli: true, gzip: true, dotfiles: false, setHeaders: setCaching };
  const dist = resolve(options.dir);
  const overlay = options.overlay ? resolve(options.overlay) : null;
  const serveDist = sirv(dist, { ...fileOptions, single: true });
  const serveOverlay = overlay ? sirv(overlay, fileOptions) : null;
  const serveReleases = options.releases ? sirv(resolve(options.releases), fileOptions) : null;
  const compress = compression();
  const policyFolder = overlay && existsSync(resolve(overlay, 'remotes.json')) ? overlay : dist;
  const configFolder = overlay && existsSync(resolve(overlay, 'config.json')) ? overlay : dist;
  // Only the shell's own build has the logged-in pages' first-load file.
  const loggedInPage = shell
    ? loggedInShell({
        dist,
        configFile: resolve(configFolder, 'config.json'),
        fallbackFile: resolve(policyFolder, 'remotes.json'),
        frameModule: options.frame ? resolve(options.frame) : null,
      })
    : null;
  const landingPage = options.prerender ? landingPrerender({ module: resolve(options.prerender), dist, configFile: resolve(configFolder, 'config.json') }) : null;

  /**
   * '/' for a GET or HEAD: the landing page, sent rendered when there is a render; without the
   * cookie banner for a visitor whose consent cookie says she chose (so it varies by Cookie).
   */
  async function sendLandingPage(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const page = (await landingPage?.({ consentChosen: consentChosen(request.headers.cookie) })) ?? null;
    if (page) response.setHeader('Vary', 'Cookie');
    return sendPage(request, response, page);
  }

  /**
   * A logged-in path (GET or HEAD): the HTML with the frame's skeleton, the session's early loads
   * and the boot's preloads, which depend on the user's canary bucket (a cookie: so it varies by
   * Cookie), with a CSP that allows its inline script.
   */
  async function sendLoggedInPage(request: IncomingMessage, response: ServerResponse, pathname: string): Promise<boolean> {
    // The preview reads with its own credential, never the teacher's session, and may be framed by
    // the admin panel: it gets the plain index.html and the security headers' CSP.
    if (PREVIEW_PAGE.test(pathname)) return false;
    let page = null;
    try {
      const search = (request.url ?? '').slice(pathname.length);
      page = (await loggedInPage?.(pathname, { bucket: canaryBucketOf(request.headers.cookie), search })) ?? null;
    } catch (error) {
      // The plain index.html works as well, only later: an error here must not cost the page.
      console.error('[logged-in] The first-load HTML failed; index.html is served as is.', error);
    }
    if (!page) return false;
    response.setHeader('Vary', 'Cookie');
    response.setHeader('Content-Security-Policy', cspForFolder(policyFolder, { scripts: page.scriptSources }));
    return sendPage(request, response, page.html);
  }

  function securityHeaders(response: ServerResponse, pathname: string): void {
    response.setHeader('X-Content-Type-Options', 'nosniff');
    if (!shell) {
      response.setHeader('Access-Control-Allow-Origin', '*');
      return;
    }
    response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    const preview = PREVIEW_PAGE.test(pathname);
    if (preview) response.setHeader('X-Robots-Tag', 'noindex, nofollow');
    // The CSP's frame-ancestors decides framing; X-Frame-Options (for old browsers) only where it agrees.
    else response.setHeader('X-Frame-Options', 'SAMEORIGIN');
    response.setHeader('Content-Security-Policy', cspForFolder(policyFolder, { framedByContentService: preview }));
  }

  return createServer((request, response) => {
    const url = request.url ?? '/';
    const pathname = url.split('?')[0] ?? '';
    securityHeaders(response, pathname);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, shell ? {} : { 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' });
      response.end();
      return;
    }
    compress(request, response, async () => {
      if (landingPage && pathname === '/' && isRead(request) && (await sendLandingPage(request, response))) return;
      if (isRead(request) && !url.startsWith('/releases/') && (await sendLoggedInPage(request, response, pathname))) return;
      const fromDist = () => serveDist(request, response, () => notFound(response));
      if (serveReleases && url.startsWith('/releases/')) {
        request.url = url.slice('/releases'.length);
        serveReleases(request, response, () => notFound(response));
      } else if (serveOverlay) serveOverlay(request, response, fromDist);
      else fromDist();
    });
  });
}
