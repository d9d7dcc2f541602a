import { REMOTE_SCOPES, type ExposedName, type ExposedProps, type RemoteModule, type RemoteName } from '@doorloopjes/shared';
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRegistry } from './registry';
import { RemoteLoadError } from './reportRemoteError';
import { remotesForPath } from './routeRemotes';

/** A remote module that has not arrived by then is treated as down. */
export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

export type RemoteLoader = <R extends RemoteName, M extends ExposedName<R>>(
  remote: R,
  module: M,
) => Promise<RemoteModule<ExposedProps<R, M>>>;

let registered: RemoteRegistry = {};

function toRuntimeRemotes(registry: RemoteRegistry) {
  return Object.values(registry).map((entry) => ({ name: REMOTE_SCOPES[entry.name], entry: entry.manifest }));
}

/** Registers the enabled remotes with the federation runtime (called once, before React renders). */
export function registerEnabledRemotes(registry: RemoteRegistry): void {
  registered = registry;
  registerRemotes(toRuntimeRemotes(registry));
}

/**
 * Starts fetching the manifests and module files a path will need, in parallel with the shell's
 * own code. A failure here is ignored: the real load shows the remote's fallback.
 */
export function preloadRemotesFor(pathname: string): void {
  const wanted = remotesForPath(pathname).filter((entry) => registered[entry.remote] !== undefined);
  if (wanted.length === 0) return;
  preloadRemote(wanted.map((entry) => ({ nameOrAlias: REMOTE_SCOPES[entry.remote], exposes: entry.exposes, resourceCategory: 'sync' as const }))).catch(
    (error: unknown) => console.warn('[remotes] Vooraf laden mislukt; de remote laadt bij gebruik.', error),
  );
}

/**
 * Whether the page's HTML preloaded files of the remote at `manifestUrl` (the static server adds
 * `<link rel="preload">` for the files of the remotes a route renders first).
 */
function preloadedByPage(manifestUrl: string): boolean {
  const origin = new URL(manifestUrl, window.location.href).origin;
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"], link[rel="preload"][as="style"]');
  return Array.from(links).some((link) => new URL(link.href, window.location.href).origin === origin);
}

/**
 * Forgets a failed remote so the next load fetches its manifest again (the retry button). When
 * the page's HTML preloaded the remote's files, the page is loaded again instead: a preload that
 * failed (the remote was down when the page opened) stays with the page, and the browser answers
 * the next script or style request for that file with the same failure, so a retry in place
 * cannot load the remote that came back. A new page has no failed preloads.
 */
export function resetRemote(remote: RemoteName, reloadPage: () => void = () => window.location.reload()): void {
  const entry = registered[remote];
  if (!entry) return;
  if (preloadedByPage(entry.manifest)) {
    reloadPage();
    return;
  }
  registerRemotes(toRuntimeRemotes({ [remote]: entry }), { force: true });
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} laadde niet binnen ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The one way the shell loads remote code. Tests substitute it through RemoteLoaderContext. */
export const loadRemoteModule: RemoteLoader = async (remote, module) => {
  const id = `${REMOTE_SCOPES[remote]}/${module}`;
  let loaded: RemoteModule<ExposedProps<typeof remote, typeof module>> | null;
  try {
    loaded = await withTimeout(loadRemote<RemoteModule<ExposedProps<typeof remote, typeof module>>>(id), REMOTE_LOAD_TIMEOUT_MS, id);
  } catch (error) {
    throw new RemoteLoadError(error instanceof Error ? error.message : String(error), { cause: error });
  }
  if (!loaded || typeof loaded.default !== 'function') throw new RemoteLoadError(`${id} heeft geen component als default export`);
  return loaded;
};
