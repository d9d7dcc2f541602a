#!/usr/bin/env node
// Serves a built app on localhost: static files, SPA fallback to index.html, CORS (remotes are
// loaded cross-origin by the shell) and an optional overlay folder whose files win, which is how
// an environment's remotes.json/config.json are swapped in without a rebuild.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string' },
    overlay: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

const roots = [values.overlay, values.dir].filter(Boolean).map((dir) => resolve(dir));

/** Resolves a URL path inside a root, refusing anything that climbs out of it. */
async function findFile(urlPath) {
  const relative = normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, '');
  for (const root of roots) {
    const candidate = join(root, relative);
    if (candidate !== root && !candidate.startsWith(root + sep)) continue;
    try {
      const info = await stat(candidate);
      if (info.isFile()) return candidate;
    } catch {
      // Not in this root; try the next.
    }
  }
  return null;
}

const server = createServer(async (request, response) => {
  response.setHeader('Access-Control-Allow-Origin', '*');
  if (request.method === 'OPTIONS') {
    response.writeHead(204, { 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' });
    response.end();
    return;
  }
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  let file = await findFile(pathname);
  // Client-side routes have no extension: answer them with the app's index.html.
  if (!file && extname(pathname) === '') file = await findFile('/index.html');
  if (!file) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Niet gevonden');
    return;
  }
  const hashed = /\.[0-9a-f]{8,}\.(js|css)$/.test(file);
  response.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    // Hashed assets never change; manifests, config and HTML must always be fresh.
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${roots.join(' + ')} on http://localhost:${values.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
