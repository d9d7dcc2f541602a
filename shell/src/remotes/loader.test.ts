import { afterEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn(), preloadRemote: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

import { REMOTE_LOAD_TIMEOUT_MS, loadRemoteModule, preloadRemotesFor, registerEnabledRemotes, resetRemote } from './loader';

/** A script preload as the static server writes it into a logged-in page's HTML. */
function addPreloadLink(href: string): void {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'script');
  link.setAttribute('href', href);
  document.head.append(link);
}

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

describe('remote loader', () => {
  it('registers only the enabled remotes under their federation scope names', () => {
    registerEnabledRemotes({ content: { name: 'content', manifest: 'http://localhost:3002/mf-manifest.json' } });
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_content', entry: 'http://localhost:3002/mf-manifest.json' }]);
  });

  it('re-registers a remote with force on reset, so a retry fetches its manifest again', () => {
    registerEnabledRemotes({ cluster: { name: 'cluster', manifest: 'http://localhost:3004/mf-manifest.json' } });
    resetRemote('cluster');
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_cluster', entry: 'http://localhost:3004/mf-manifest.json' }], { force: true });
  });

  it('loads the page again on reset when its HTML preloaded the remote (a failed preload would answer the retry)', () => {
    registerEnabledRemotes({ cluster: { name: 'cluster', manifest: 'http://localhost:3004/mf-manifest.json' } });
    addPreloadLink('http://localhost:3004/static/js/mf_cluster.js');
    const reloadPage = vi.fn();
    resetRemote('cluster', reloadPage);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('retries in place when only another remote was preloaded by the HTML', () => {
    registerEnabledRemotes({ cluster: { name: 'cluster', manifest: 'http://localhost:3004/mf-manifest.json' } });
    addPreloadLink('http://localhost:3001/static/js/mf_doorloopjes.js');
    const reloadPage = vi.fn();
    resetRemote('cluster', reloadPage);
    expect(reloadPage).not.toHaveBeenCalled();
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_cluster', entry: 'http://localhost:3004/mf-manifest.json' }], { force: true });
  });

  it("preloads the enabled remotes a path needs, with the modules it renders", () => {
    runtime.preloadRemote.mockResolvedValue(undefined);
    registerEnabledRemotes({ doorloopjes: { name: 'doorloopjes', manifest: 'http://localhost:3001/mf-manifest.json' } });
    preloadRemotesFor('/doorloopjes');
    // The assistant is switched off here: only the doorloopjes remote is preloaded.
    expect(runtime.preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'mf_doorloopjes', exposes: ['routes'], resourceCategory: 'sync' }]);
  });

  it('preloads nothing on public pages', () => {
    registerEnabledRemotes({ content: { name: 'content', manifest: 'http://localhost:3002/mf-manifest.json' } });
    preloadRemotesFor('/');
    expect(runtime.preloadRemote).not.toHaveBeenCalled();
  });

  it('loads scope/module and returns the module', async () => {
    const Component = () => null;
    runtime.loadRemote.mockResolvedValue({ default: Component });
    await expect(loadRemoteModule('doorloopjes', 'ProgressDonut')).resolves.toEqual({ default: Component });
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_doorloopjes/ProgressDonut');
  });

  it('rejects a module without a component', async () => {
    runtime.loadRemote.mockResolvedValue({});
    await expect(loadRemoteModule('content', 'NewsCarousel')).rejects.toThrow(/geen component/);
  });

  it('gives up on a remote that does not answer in time', async () => {
    vi.useFakeTimers();
    runtime.loadRemote.mockReturnValue(new Promise(() => undefined));
    const loading = loadRemoteModule('assistant', 'AssistantChat');
    const assertion = expect(loading).rejects.toThrow(/laadde niet binnen/);
    await vi.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS + 1);
    await assertion;
  });
});
