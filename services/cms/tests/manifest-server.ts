import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';

/** The shell's singletons as a current remote build declares them (what the release gate accepts). */
export const SHELL_SINGLETONS: Record<string, string> = { react: '19.2.0', 'react-dom': '19.2.0', 'react-router': '7.9.1', zustand: '5.0.8', '@doorloopjes/runtime': '1.0.0' };


/** A Module Federation manifest as a remote's build writes it (only the fields the gate reads). */
export function federationManifest(name: string, exposes: string[], shared: Record<string, string> = {}): Record<string, unknown> {
  return {
    id: name,
    name,
    metaData: { name, publicPath: 'auto', remoteEntry: { name: `static/js/${name}.js`, path: '', type: 'global' } },
    shared: Object.entries(shared).map(([pkg, version]) => ({ id: `${name}:${pkg}`, name: pkg, version, singleton: true })),
    remotes: [],
    exposes: exposes.map((expose) => ({ id: `${name}:${expose}`, name: expose, path: `./${expose}` })),
  };
}

/** Serves fixed bodies by path (on a free port unless one is given), standing in for a remote's static host. */
export async function startManifestServer(files: Record<string, string>, port = 0): Promise<{ url: (path: string) => string; stop: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const body = files[request.url ?? ''];
    if (body === undefined) {
      response.writeHead(404).end('Niet gevonden');
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.address() as AddressInfo).port;
  return {
    url: (path) => `http://127.0.0.1:${listening}${path}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The remotes' static host on the one origin the release gate allows in the tests, serving an
 * mf-content build the gate accepts at `/content/mf-manifest.json` (and any `more` files).
 */
export function startRemoteHost(more: Record<string, string> = {}): ReturnType<typeof startManifestServer> {
  const content = JSON.stringify(federationManifest('mf_content', ['routes', 'FeaturedCarousel', 'NewsCarousel'], SHELL_SINGLETONS));
  return startManifestServer({ '/content/mf-manifest.json': content, ...more }, inject('manifestPort'));
}
