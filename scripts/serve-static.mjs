#!/usr/bin/env node
// Serves a built app like production, with sirv (files) and compression (fallback for files
// without a precompressed copy):
// - the build's .br/.gz copies are sent to browsers that accept them;
// - hashed files are `immutable`; HTML, manifests, remotes.json and config.json revalidate (ETag);
// - client-side routes (no extension) get index.html; with --prerender, '/' gets the landing page
//   rendered from the content service (serve/landingPrerender.mjs); with --shell, the logged-in
//   paths get it with the frame's skeleton (its navigation rendered with --frame) and the boot's
//   preloads (serve/loggedInShell.mjs);
// - an optional overlay folder wins over the build: an environment's remotes.json/config.json;
// - an optional releases folder is served under /releases/;
// - remotes answer cross-origin requests (the shell loads them from another origin); the shell
//   (--shell) sends a CSP built from its environment's files and other security headers instead.
import compression from 'compression';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { canaryBucketOf } from './serve/canaryCookie.mjs';
import { consentChosen } from './serve/consentCookie.mjs';
import { cspForFolder } from './serve/csp.mjs';
import { landingPrerender } from './serve/landingPrerender.mjs';
import { loggedInShell } from './serve/loggedInShell.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string' },
    overlay: { type: 'string' },
    releases: { type: 'string' },
    shell: { type: 'boolean', default: false },
    host: { type: 'string', default: '127.0.0.1' },
    // The shell's landing page server render (shell/dist-prerender/renderLanding.js).
    prerender: { type: 'string' },
    // The shell's server render of the logged-in frame's skeleton (shell/dist-prerender/renderFrameSkeleton.js).
    frame: { type: 'string' },
  },
});

const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

function setCaching(response, pathname) {
  // Hashed names change with their content; everything else must be asked for again.
  response.setHeader('Cache-Control', HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

// dev: look files up per request, so a rebuilt remote is served at once without a restart.
const fileOptions = { dev: true, etag: true, brotli: true, gzip: true, dotfiles: false, setHeaders: setCaching };
const dist = resolve(values.dir);
const overlay = values.overlay ? resolve(values.overlay) : null;
const serveDist = sirv(dist, { ...fileOptions, single: true });
const serveOverlay = overlay ? sirv(overlay, fileOptions) : null;
const serveReleases = values.releases ? sirv(resolve(values.releases), fileOptions) : null;
const compress = compression();
const policyFolder = overlay && existsSync(resolve(overlay, 'remotes.json')) ? overlay : dist;
const configFolder = overlay && existsSync(resolve(overlay, 'config.json')) ? overlay : dist;
// Only the shell's own build has the logged-in pages' first-load file.
const loggedInPage = values.shell
  ? loggedInShell({
      dist,
      configFile: resolve(configFolder, 'config.json'),
      fallbackFile: resolve(policyFolder, 'remotes.json'),
      frameModule: values.frame ? resolve(values.frame) : null,
    })
  : null;
const landingPage = values.prerender ? landingPrerender({ module: resolve(values.prerender), dist, configFile: resolve(configFolder, 'config.json') }) : null;

/** Sends a page the server filled in (no-cache: it changes with the build and the content); false without one. */
function sendPage(request, response, page) {
  if (!page) return false;
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', 'no-cache');
  response.end(request.method === 'HEAD' ? undefined : page);
  return true;
}

/**
 * '/' for a GET or HEAD: the landing page, sent rendered when there is a render; without the
 * cookie banner for a visitor whose consent cookie says she chose (so it varies by Cookie).
 */
async function sendLandingPage(request, response) {
  const page = await landingPage({ consentChosen: consentChosen(request.headers.cookie) });
  if (page) response.setHeader('Vary', 'Cookie');
  return sendPage(request, response, page);
}

/** The editors' preview of a draft (shell/src/preview): never indexed, framed by the admin panel's Preview. */
const PREVIEW_PAGE = /^\/voorbeeld\/?$/;

/**
 * A logged-in path (GET or HEAD): the HTML with the frame's skeleton, the session's early loads
 * and the boot's preloads, which depend on the user's canary bucket (a cookie: so it varies by
 * Cookie), with a CSP that allows its inline script.
 */
async function sendLoggedInPage(request, response, pathname) {
  // The preview reads with its own credential, never the teacher's session, and may be framed by
  // the admin panel: it gets the plain index.html and the security headers' CSP.
  if (PREVIEW_PAGE.test(pathname)) return false;
  let page = null;
  try {
    const search = request.url.slice(pathname.length);
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

function securityHeaders(response, pathname) {
  response.setHeader('X-Content-Type-Options', 'nosniff');
  if (!values.shell) {
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

function notFound(response) {
  response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  response.end('Niet gevonden');
}

const server = createServer((request, response) => {
  securityHeaders(response, request.url.split('?')[0]);
  if (request.method === 'OPTIONS') {
    response.writeHead(204, values.shell ? {} : { 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' });
    response.end();
    return;
  }
  compress(request, response, async () => {
    const pathname = request.url.split('?')[0];
    if (landingPage && pathname === '/' && ['GET', 'HEAD'].includes(request.method) && (await sendLandingPage(request, response))) return;
    if (['GET', 'HEAD'].includes(request.method) && !request.url.startsWith('/releases/') && (await sendLoggedInPage(request, response, pathname))) return;
    const fromDist = () => serveDist(request, response, () => notFound(response));
    if (serveReleases && request.url.startsWith('/releases/')) {
      request.url = request.url.slice('/releases'.length);
      serveReleases(request, response, () => notFound(response));
    } else if (serveOverlay) serveOverlay(request, response, fromDist);
    else fromDist();
  });
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${[overlay, dist].filter(Boolean).join(' + ')} on http://localhost:${values.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
