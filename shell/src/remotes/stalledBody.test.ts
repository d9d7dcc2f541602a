import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import manifestTimeoutPlugin from './manifestTimeoutPlugin';
import { resolveRegistry } from './resolveRegistry';

/**
 * Real sockets: a server that sends its headers and the start of a JSON body, then stalls (the
 * connection stays open), beside one that serves the /remotes.json fallback.
 */
let server: http.Server;
let base = '';
const stalled = new Set<http.ServerResponse>();

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === '/remotes.json') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ remotes: { content: { manifest: 'http://localhost:3002/mf-manifest.json', enabled: true } } }));
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.write('{"environment":"production","remotes":{');
    stalled.add(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const response of stalled) response.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('attack: a registry or manifest whose body stalls after the headers', () => {
  it('the registry falls back to /remotes.json instead of hanging the start-up', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const resolved = await resolveRegistry(
      { registryUrl: `${base}/api/remote-registry/production`, contentUrl: base, userId: null, override: null },
      `${base}/remotes.json`,
    );
    expect(resolved.source).toBe('fallback');
    expect(Object.keys(resolved.registry)).toEqual(['content']);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/niet bruikbaar \(.*antwoordde niet binnen/);
    warn.mockRestore();
  }, 10_000);

  it('reading a stalled manifest body rejects at the deadline (the area then shows its fallback)', async () => {
    const plugin = manifestTimeoutPlugin();
    if (!plugin.fetch) throw new Error('the plugin has no fetch hook');
    const response = (await plugin.fetch(`${base}/mf-manifest.json`, {})) as Response;
    await expect(response.json()).rejects.toThrow(/antwoordde niet binnen/);
  }, 10_000);
});
