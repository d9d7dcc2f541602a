import { afterEach, describe, expect, it, vi } from 'vitest';
import { enabledRemoteNames, loadRemoteRegistry, parseRemoteRegistry } from './registry';

const manifest = (port: number) => `http://localhost:${port}/mf-manifest.json`;

describe('parseRemoteRegistry', () => {
  it('keeps enabled remotes with their manifest and drops disabled ones', () => {
    const registry = parseRemoteRegistry({
      remotes: {
        doorloopjes: { manifest: manifest(3001), enabled: true },
        content: { manifest: manifest(3002), enabled: false },
        cluster: { manifest: manifest(3004), enabled: true },
      },
    });
    expect(registry).toEqual({
      doorloopjes: { name: 'doorloopjes', manifest: manifest(3001) },
      cluster: { name: 'cluster', manifest: manifest(3004) },
    });
    expect(enabledRemoteNames(registry)).toEqual(['doorloopjes', 'cluster']);
  });

  it('treats a remote missing from the file as off', () => {
    expect(enabledRemoteNames(parseRemoteRegistry({ remotes: { assistant: { manifest: manifest(3003), enabled: true } } }))).toEqual(['assistant']);
  });

  it('ignores unknown remotes with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const registry = parseRemoteRegistry({ remotes: { extra: { manifest: manifest(3009), enabled: true } } });
    expect(registry).toEqual({});
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("'extra'"));
  });

  it.each([
    ['no remotes key', {}],
    ['a bad manifest URL', { remotes: { content: { manifest: 'not a url', enabled: true } } }],
    ['a missing enabled flag', { remotes: { content: { manifest: manifest(3002) } } }],
    ['not an object', 'remotes'],
  ])('rejects a registry with %s, naming the problem', (_case, raw) => {
    expect(() => parseRemoteRegistry(raw)).toThrow(/ongeldig registerbestand/);
  });
});

describe('loadRemoteRegistry', () => {
  afterEach(() => vi.restoreAllMocks());

  it('returns the parsed registry of a good file', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ remotes: { content: { manifest: manifest(3002), enabled: true } } }), { status: 200 }),
    );
    expect(enabledRemoteNames(await loadRemoteRegistry('/remotes.json'))).toEqual(['content']);
  });

  it.each([
    ['a missing file', () => Promise.resolve(new Response('Niet gevonden', { status: 404 }))],
    ['invalid JSON', () => Promise.resolve(new Response('{oops', { status: 200 }))],
    ['a malformed registry', () => Promise.resolve(new Response(JSON.stringify({ remotes: [] }), { status: 200 }))],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('turns %s into a clear console error and every remote off', async (_case, respond) => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(respond);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await loadRemoteRegistry('/remotes.json')).toEqual({});
    expect(error).toHaveBeenCalledWith(expect.stringContaining('remote-register (/remotes.json) kon niet worden geladen'), expect.anything());
  });
});
