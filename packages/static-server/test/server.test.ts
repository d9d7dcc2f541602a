import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStaticServer, type StaticServerOptions } from '../src/server';
import { writeShellBuild } from './shellBuild';

const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

/** Starts the server on a free port; returns a fetch of a path on it. */
async function serve(options: StaticServerOptions) {
  const server = createStaticServer(options);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return (path: string, init?: RequestInit) => fetch(base + path, init);
}

const directive = (response: Response, name: string) =>
  response.headers
    .get('content-security-policy')
    ?.split('; ')
    .find((part) => part.startsWith(`${name} `));

describe('a remote', () => {
  const dist = mkdtempSync(join(tmpdir(), 'remote-'));
  mkdirSync(join(dist, 'static'));
  writeFileSync(join(dist, 'static/remote.0123456789.js'), 'export {};');
  writeFileSync(join(dist, 'mf-manifest.json'), '{}');
  const releases = mkdtempSync(join(tmpdir(), 'releases-'));
  mkdirSync(join(releases, '1.0.0'));
  writeFileSync(join(releases, '1.0.0/mf-manifest.json'), '{"release":"1.0.0"}');
  const request = serve({ dir: dist, releases });

  it('answers the shell cross-origin, hashed files cached for good and the manifest revalidated', async () => {
    const fetchPath = await request;
    const file = await fetchPath('/static/remote.0123456789.js');
    expect(file.headers.get('access-control-allow-origin')).toBe('*');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const manifest = await fetchPath('/mf-manifest.json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('etag')).toBeTruthy();
    expect(manifest.headers.get('content-security-policy')).toBeNull();
  });

  it('answers a preflight', async () => {
    const preflight = await (await request)('/mf-manifest.json', { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('*');
  });

  it('serves its release store under /releases/, and a missing release as not found', async () => {
    const fetchPath = await request;
    expect(await (await fetchPath('/releases/1.0.0/mf-manifest.json')).json()).toEqual({ release: '1.0.0' });
    const missing = await fetchPath('/releases/9.9.9/mf-manifest.json');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Niet gevonden');
  });
});

describe('the shell', () => {
  const build = writeShellBuild();
  const request = serve({ dir: build.dist, overlay: build.overlay, shell: true, prerender: build.prerender, frame: build.frame });

  it("sends the security headers and the CSP of its environment's files (the overlay wins over the build)", async () => {
    const response = await (await request)('/remotes.json');
    expect(await response.json()).toEqual({ remotes: { content: { enabled: true, manifest: 'http://localhost:3002/mf-manifest.json' } } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(directive(response, 'script-src')).toBe("script-src 'self' http://localhost:3002");
    expect(directive(response, 'frame-ancestors')).toBe("frame-ancestors 'self'");
  });

  it('lets the content service frame the preview, never indexed, with the plain index.html', async () => {
    const response = await (await request)('/voorbeeld');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(directive(response, 'frame-ancestors')).toBe("frame-ancestors 'self' http://localhost:1337");
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('sends the rendered landing page, without the banner for a visitor whose cookie says she chose', async () => {
    const fetchPath = await request;
    const first = await fetchPath('/');
    expect(first.headers.get('vary')).toContain('Cookie');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await first.text()).toContain('<section>banner</section>');
    const chosen = await fetchPath('/', { headers: { Cookie: 'cookie_consent=declined' } });
    expect(await chosen.text()).toContain('<div id="root"><main><h1>Welkom</h1></main></div>');
  });

  it("sends a logged-in path's HTML with a CSP that allows its inline script", async () => {
    const response = await (await request)('/dashboard', { headers: { Cookie: 'canary_bucket=3' } });
    expect(response.headers.get('vary')).toContain('Cookie');
    expect(directive(response, 'script-src')).toMatch(/^script-src 'self' http:\/\/localhost:3002 'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(await response.text()).toContain('<nav data-path="/dashboard">content</nav>');
  });

  it('answers a preflight without opening CORS', async () => {
    const preflight = await (await request)('/dashboard', { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
  });
});
