import { CACHE_NAMES } from '@doorloopjes/runtime';
import { describe, expect, it } from 'vitest';
import { runtimeCaching } from '../../build/serviceWorkerRoutes';

const SHELL = 'http://localhost:3000';

interface MatchOptions {
  url: URL;
  request: Request;
  sameOrigin: boolean;
}

/** Like Workbox: the first route whose pattern matches handles the request; null: the network. */
function routeFor(address: string, { mode, headers, method = 'GET' }: { mode?: 'navigate'; headers?: Record<string, string>; method?: string } = {}) {
  const url = new URL(address);
  const request = new Request(url, { method, headers });
  // Request forbids mode 'navigate' in its constructor: a navigation is described by a stand-in.
  const described = mode ? ({ mode, method, headers: request.headers } as unknown as Request) : request;
  const options: MatchOptions = { url, request: described, sameOrigin: url.origin === SHELL };
  const route = runtimeCaching.find(({ urlPattern }) => typeof urlPattern === 'function' && (urlPattern as (options: MatchOptions) => boolean)(options));
  return route ? { handler: route.handler, cache: route.options?.cacheName } : null;
}

const withToken = { headers: { Authorization: 'Bearer x' } };

describe('service worker routes', () => {
  it('sends pages, config, registries and remote entries to the network first', () => {
    expect(routeFor(`${SHELL}/doorloopjes/een`, { mode: 'navigate' })).toEqual({ handler: 'NetworkFirst', cache: CACHE_NAMES.pages });
    expect(routeFor(`${SHELL}/remotes.json`)).toEqual({ handler: 'NetworkFirst', cache: CACHE_NAMES.registry });
    expect(routeFor(`${SHELL}/config.json`)).toEqual({ handler: 'NetworkFirst', cache: CACHE_NAMES.registry });
    expect(routeFor('http://localhost:1337/api/remote-registry/production')).toEqual({ handler: 'NetworkFirst', cache: CACHE_NAMES.registry });
    expect(routeFor('http://localhost:3001/mf-manifest.json')).toEqual({ handler: 'NetworkFirst', cache: CACHE_NAMES.remoteEntries });
    expect(routeFor('http://localhost:3002/releases/1.2.0/remoteEntry.js')).toEqual({ handler: 'NetworkFirst', cache: CACHE_NAMES.remoteEntries });
    expect(routeFor('http://localhost:3002/independent-packages/react_router_dom/7.18.5/share-entry.js')).toEqual({ handler: 'NetworkFirst', cache: CACHE_NAMES.remoteEntries });
  });

  it("keeps the remotes' hashed chunks and uploaded images, from the cache first", () => {
    expect(routeFor('http://localhost:3001/static/js/async/12.a1b2c3d4e5.js')).toEqual({ handler: 'CacheFirst', cache: CACHE_NAMES.remoteChunks });
    expect(routeFor('http://localhost:1337/uploads/small_stap_1_4f8e4c0a7a.webp')).toEqual({ handler: 'CacheFirst', cache: CACHE_NAMES.uploads });
  });

  it('leaves every content-service call to the network (the persisted query cache keeps what was read)', () => {
    expect(routeFor('http://localhost:1337/api/doorloopjes?filters[slug][$eq]=een', withToken)).toBeNull();
    expect(routeFor('http://localhost:1337/api/doorloopjes?filters[slug][$eq]=een')).toBeNull();
    expect(routeFor('http://localhost:1337/api/users/me', withToken)).toBeNull();
    expect(routeFor('http://localhost:1337/api/users/3', { ...withToken, method: 'PUT' })).toBeNull();
  });

  it("leaves the editors' preview page and every read with a preview credential to the network", () => {
    expect(routeFor(`${SHELL}/voorbeeld?pad=%2Fdoorloopjes%2Fconcept&status=draft`, { mode: 'navigate' })).toBeNull();
    expect(routeFor(`${SHELL}/voorbeeld/`, { mode: 'navigate' })).toBeNull();
    const preview = { headers: { Authorization: 'Preview 3.1790000000000.sig' } };
    expect(routeFor('http://localhost:1337/api/doorloopjes?filters[slug][$eq]=concept&status=draft', preview)).toBeNull();
    expect(routeFor('http://localhost:1337/api/global-setting?status=draft', preview)).toBeNull();
  });

  it("leaves the shell's unhashed files and the assistant's calls to the network", () => {
    expect(routeFor('http://localhost:3001/static/js/main.js')).toBeNull();
    expect(routeFor('http://localhost:8787/chat', withToken)).toBeNull();
  });
});
