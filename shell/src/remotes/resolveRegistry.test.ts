import { afterEach, describe, expect, it, vi } from 'vitest';
import { canaryBucket } from './canary';
import { resolveRegistry, type RegistryInputs } from './resolveRegistry';

const REGISTRY_URL = 'http://cms.test/api/remote-registry/test';
const CONTENT_URL = 'http://cms.test';
const manifest = (path: string) => `http://localhost:3002${path}/mf-manifest.json`;

const serviceDocument = {
  environment: 'test',
  allowOverrides: true,
  remotes: {
    content: {
      enabled: true,
      version: '1.0.0',
      manifest: manifest('/releases/1.0.0'),
      canary: { version: '1.1.0', manifest: manifest('/releases/1.1.0'), percent: 30 },
    },
    cluster: { enabled: false, version: '2.0.0', manifest: 'http://localhost:3004/releases/2.0.0/mf-manifest.json' },
    doorloopjes: { enabled: true, version: 'local', manifest: 'http://localhost:3001/mf-manifest.json' },
  },
};
const fallbackDocument = { remotes: { content: { manifest: 'http://localhost:3002/mf-manifest.json', enabled: true, version: 'local' } } };

type Route = (init?: RequestInit) => Promise<Response>;
const json = (body: unknown, status = 200) => () => Promise.resolve(new Response(JSON.stringify(body), { status }));

/** Answers fetches by URL; anything else fails the test. */
function routeFetch(routes: Record<string, Route>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const route = routes[url];
    if (!route) throw new Error(`onverwachte fetch ${url}`);
    return route(init);
  });
}

const inputs = (overrides: Partial<RegistryInputs> = {}): RegistryInputs => ({ registryUrl: REGISTRY_URL, contentUrl: CONTENT_URL, userId: null, override: null, ...overrides });
const userIn = (percent: number, want: boolean) => String(Array.from({ length: 500 }, (_, i) => i + 1).find((id) => (canaryBucket(String(id)) < percent) === want));

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('resolveRegistry from the content service', () => {
  it('loads the active version of each enabled remote and leaves disabled ones out', async () => {
    routeFetch({ [REGISTRY_URL]: json(serviceDocument) });
    const resolved = await resolveRegistry(inputs());
    expect(resolved.source).toBe('service');
    expect(resolved.registry).toEqual({
      content: { name: 'content', version: '1.0.0', manifest: manifest('/releases/1.0.0') },
      doorloopjes: { name: 'doorloopjes', version: 'local', manifest: 'http://localhost:3001/mf-manifest.json' },
    });
  });

  it('gives the canary to a user under the percentage and the active version to others and visitors', async () => {
    routeFetch({ [REGISTRY_URL]: json(serviceDocument) });
    expect((await resolveRegistry(inputs({ userId: userIn(30, true) }))).registry.content).toMatchObject({ version: '1.1.0', canary: true });
    const stable = (await resolveRegistry(inputs({ userId: userIn(30, false) }))).registry.content;
    expect(stable?.version).toBe('1.0.0');
    expect(stable?.canary).toBeUndefined();
    expect((await resolveRegistry(inputs({ userId: null }))).registry.content?.version).toBe('1.0.0');
  });
});

describe('resolveRegistry falls back to /remotes.json and logs why', () => {
  it.each([
    ['a 404', { [REGISTRY_URL]: json({ error: 'weg' }, 404) }, /HTTP 404/],
    ['a 500', { [REGISTRY_URL]: json({}, 500) }, /HTTP 500/],
    ['garbage', { [REGISTRY_URL]: () => Promise.resolve(new Response('<html>proxy</html>')) }, /geen JSON/],
    ['a malformed registry', { [REGISTRY_URL]: json({ environment: 'test', remotes: { content: { enabled: 'ja' } } }) }, /ongeldig register/],
    ['a network error', { [REGISTRY_URL]: () => Promise.reject(new TypeError('Failed to fetch')) }, /Failed to fetch/],
  ])('on %s', async (_case, routes, reason) => {
    routeFetch({ ...routes, '/remotes.json': json(fallbackDocument) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const resolved = await resolveRegistry(inputs());
    expect(resolved.source).toBe('fallback');
    expect(resolved.registry).toEqual({ content: { name: 'content', version: 'local', manifest: 'http://localhost:3002/mf-manifest.json' } });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(reason));
    expect(warn.mock.calls[0]?.[0]).toMatch(/remotes\.json wordt gebruikt/);
  });

  it('when the service does not answer within 3 s', async () => {
    vi.useFakeTimers();
    const hanging: Route = (init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    routeFetch({ [REGISTRY_URL]: hanging, '/remotes.json': json(fallbackDocument) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const pending = resolveRegistry(inputs());
    await vi.advanceTimersByTimeAsync(2999);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).source).toBe('fallback');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/3000 ms/));
  });

  it('uses /remotes.json alone when config.json names no registry', async () => {
    const fetch = routeFetch({ '/remotes.json': json(fallbackDocument) });
    expect((await resolveRegistry(inputs({ registryUrl: undefined }))).source).toBe('fallback');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('QA override', () => {
  const override = { remote: 'content' as const, label: 'mf-content', version: '0.9.0' };
  const releaseUrl = `${CONTENT_URL}/api/remote-releases/content/0.9.0`;

  it('loads a registered version where the environment allows overrides', async () => {
    routeFetch({ [REGISTRY_URL]: json(serviceDocument), [releaseUrl]: json({ data: { manifest: manifest('/releases/0.9.0') } }) });
    const resolved = await resolveRegistry(inputs({ override }));
    expect(resolved.override).toEqual(override);
    expect(resolved.registry.content).toEqual({ name: 'content', version: '0.9.0', manifest: manifest('/releases/0.9.0') });
  });

  it('ignores an unregistered version with a warning', async () => {
    routeFetch({ [REGISTRY_URL]: json(serviceDocument), [releaseUrl]: json({ error: {} }, 404) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const resolved = await resolveRegistry(inputs({ override }));
    expect(resolved.override).toBeNull();
    expect(resolved.registry.content?.version).toBe('1.0.0');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/niet geregistreerd/));
  });

  it('ignores it with a warning where the environment refuses overrides', async () => {
    const fetch = routeFetch({ [REGISTRY_URL]: json({ ...serviceDocument, environment: 'production', allowOverrides: false }) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const resolved = await resolveRegistry(inputs({ override }));
    expect(resolved.override).toBeNull();
    expect(resolved.registry.content?.version).toBe('1.0.0');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/production.*geen overrides/));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
