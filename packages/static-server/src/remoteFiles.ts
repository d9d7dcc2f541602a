// What the browser will fetch for the remote modules a logged-in page's main content renders,
// decided on the server for this request as the shell decides it in the browser
// (shell/src/remotes/resolveRegistry.ts): the environment's registry from the content service
// (asked on every request, so a remote switched off is never preloaded; not waited for longer than
// REGISTRY_TIMEOUT_MS), a remote that is off adds nothing, and a remote with a canary is preloaded
// in the version of the user's canary bucket (the shell's cookie, cookies.ts) or, without a
// known bucket, not at all. A page opened with a QA override preloads nothing of that remote.
// Each version's mf-manifest.json names its entry and, per exposed module, the files it loads at
// once (what the federation runtime's preloadRemote fetches); manifests are kept MANIFEST_FRESH_MS.
import { bucketInCanary, remoteNameOf } from '@doorloopjes/platform-rules';
import { asRecord, stringsOf } from './files';

const REGISTRY_TIMEOUT_MS = 300;
const MANIFEST_FRESH_MS = 30_000;
const MANIFEST_TIMEOUT_MS = 800;
/** shell/src/remotes/override.ts: the address's QA override parameter. */
const OVERRIDE_PARAMETER = 'remote-override';

async function fetchJson(url: string, timeout: number): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeout), headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

/** A manifest per URL, kept MANIFEST_FRESH_MS, then served stale while it is fetched again. */
function manifestCache(): (url: string) => Promise<unknown> {
  const entries = new Map<string, { value: unknown; at: number; pending: Promise<void> | null }>();
  return async function manifest(url) {
    const entry = entries.get(url) ?? { value: null, at: 0, pending: null };
    entries.set(url, entry);
    if (Date.now() - entry.at > MANIFEST_FRESH_MS) {
      entry.pending ??= fetchJson(url, MANIFEST_TIMEOUT_MS)
        .then((value) => {
          entry.value = value;
        })
        .catch(() => undefined)
        .finally(() => {
          entry.at = Date.now();
          entry.pending = null;
        });
      if (entry.value === null) await entry.pending;
    }
    return entry.value;
  };
}

/** The files of some exposed modules of one remote, as absolute URLs (publicPath 'auto': beside the manifest). */
export function exposedFiles(manifestUrl: string, manifest: unknown, exposes: readonly string[]): string[] {
  const record = asRecord(manifest);
  const meta = asRecord(record?.metaData);
  const remoteEntry = asRecord(meta?.remoteEntry);
  if (!remoteEntry?.name || !Array.isArray(record?.exposes)) return [];
  const base = meta?.publicPath && meta.publicPath !== 'auto' ? String(meta.publicPath) : new URL('.', manifestUrl).href;
  const url = (file: string) => new URL(file, base).href;
  const files = [url(`${remoteEntry.path ? `${String(remoteEntry.path)}/` : ''}${String(remoteEntry.name)}`)];
  for (const expose of record.exposes.map(asRecord)) {
    if (!exposes.includes(String(expose?.name))) continue;
    const assets = asRecord(expose?.assets);
    files.push(...stringsOf(asRecord(assets?.css)?.sync).map(url), ...stringsOf(asRecord(assets?.js)?.sync).map(url));
  }
  return files;
}

/** A registry entry (remotes.json or the content service's registry) as far as the server reads it. */
interface RegistryEntry {
  enabled?: boolean;
  manifest?: unknown;
  canary?: { percent: number; manifest: string } | null;
}

/**
 * The manifest a user in `bucket` (0-99, null: unknown) loads of one registry entry, or null
 * when that cannot be known on the server or the remote is off.
 */
export function manifestFor(entry: RegistryEntry | undefined, bucket: number | null): string | null {
  if (!entry?.enabled || typeof entry.manifest !== 'string') return null;
  if (!entry.canary || entry.canary.percent <= 0) return entry.manifest;
  if (bucket === null) return null;
  return bucketInCanary(bucket, entry.canary.percent) ? entry.canary.manifest : entry.manifest;
}

/** The remote the address overrides for QA (`?remote-override=mf-content@1.4.0`), or null. */
function overriddenRemote(search: string, names: string[]): string | null {
  const value = new URLSearchParams(search).get(OVERRIDE_PARAMETER);
  const at = value?.lastIndexOf('@') ?? -1;
  return value && at > 0 ? remoteNameOf(value.slice(0, at), names) : null;
}

/**
 * The environment's registry as the content service answers it now, or null when it cannot be
 * had within REGISTRY_TIMEOUT_MS (the shell then falls back to remotes.json, or a canary decides).
 */
export async function currentRegistry(registryUrl: string | null): Promise<unknown> {
  if (!registryUrl) return null;
  try {
    return await fetchJson(registryUrl, REGISTRY_TIMEOUT_MS);
  } catch {
    return null;
  }
}

/** The remote modules a page's main content renders: a remote and its exposed modules. */
export interface WantedRemote {
  remote: string;
  exposes: string[];
}

/** The request's part in the choice: the user's canary bucket (null: unknown) and the address's query. */
export interface PreloadRequest {
  bucket?: number | null;
  search?: string;
}

export interface RemotePreloads {
  manifests: string[];
  files: string[];
}

export function remoteFiles() {
  const manifest = manifestCache();

  /**
   * The files of `wanted` for this request with the registry of currentRegistry: absolute URLs of
   * each remote's entry and the modules' files, and the manifests they come from. Without a
   * registry, nothing of a remote is preloaded.
   */
  return async function filesFor(wanted: readonly WantedRemote[], { bucket = null, search = '' }: PreloadRequest = {}, registry: unknown = null): Promise<RemotePreloads> {
    if (wanted.length === 0 || !registry) return { manifests: [], files: [] };
    const remotes = (asRecord(asRecord(registry)?.remotes) ?? {}) as Record<string, RegistryEntry | undefined>;
    const skipped = overriddenRemote(search, Object.keys(remotes));
    const chosen = wanted.filter(({ remote }) => remote !== skipped).map(({ remote, exposes }) => ({ url: manifestFor(remotes[remote], bucket), exposes }));
    const manifests: string[] = [];
    const files: string[] = [];
    await Promise.all(
      chosen.map(async ({ url, exposes }) => {
        if (url === null) return;
        manifests.push(url);
        files.push(...exposedFiles(url, await manifest(url), exposes));
      }),
    );
    return { manifests: manifests.sort(), files: [...new Set(files)] };
  };
}
