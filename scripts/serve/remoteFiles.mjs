// What the browser will fetch for the remote modules a logged-in page's main content renders,
// decided on the server for this request as the shell decides it in the browser
// (shell/src/remotes/resolveRegistry.ts): the environment's registry from the content service
// (asked on every request, so a remote switched off is never preloaded; not waited for longer than
// REGISTRY_TIMEOUT_MS), a remote that is off adds nothing, and a remote with a canary is preloaded
// in the version of the user's canary bucket (the shell's cookie, canaryCookie.mjs) or, without a
// known bucket, not at all. A page opened with a QA override preloads nothing of that remote.
// Each version's mf-manifest.json names its entry and, per exposed module, the files it loads at
// once (what the federation runtime's preloadRemote fetches); manifests are kept MANIFEST_FRESH_MS.
import { bucketInCanary, remoteNameOf } from '@doorloopjes/platform-rules';

const REGISTRY_TIMEOUT_MS = 300;
const MANIFEST_FRESH_MS = 30_000;
const MANIFEST_TIMEOUT_MS = 800;
/** shell/src/remotes/override.ts: the address's QA override parameter. */
const OVERRIDE_PARAMETER = 'remote-override';

async function fetchJson(url, timeout) {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeout), headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

/** A manifest per URL, kept MANIFEST_FRESH_MS, then served stale while it is fetched again. */
function manifestCache() {
  const entries = new Map();
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
export function exposedFiles(manifestUrl, manifest, exposes) {
  const meta = manifest?.metaData;
  if (!meta?.remoteEntry?.name || !Array.isArray(manifest.exposes)) return [];
  const base = meta.publicPath && meta.publicPath !== 'auto' ? meta.publicPath : new URL('.', manifestUrl).href;
  const url = (file) => new URL(file, base).href;
  const files = [url(`${meta.remoteEntry.path ? `${meta.remoteEntry.path}/` : ''}${meta.remoteEntry.name}`)];
  for (const expose of manifest.exposes) {
    if (!exposes.includes(expose.name)) continue;
    files.push(...(expose.assets?.css?.sync ?? []).map(url), ...(expose.assets?.js?.sync ?? []).map(url));
  }
  return files;
}

/**
 * The manifest a user in `bucket` (0-99, null: unknown) loads of one registry entry, or null
 * when that cannot be known on the server or the remote is off.
 */
export function manifestFor(entry, bucket) {
  if (!entry?.enabled || typeof entry.manifest !== 'string') return null;
  if (!entry.canary || entry.canary.percent <= 0) return entry.manifest;
  if (bucket === null) return null;
  return bucketInCanary(bucket, entry.canary.percent) ? entry.canary.manifest : entry.manifest;
}

/** The remote the address overrides for QA (`?remote-override=mf-content@1.4.0`), or null. */
function overriddenRemote(search, names) {
  const value = new URLSearchParams(search).get(OVERRIDE_PARAMETER);
  const at = value?.lastIndexOf('@') ?? -1;
  return value && at > 0 ? remoteNameOf(value.slice(0, at), names) : null;
}

/**
 * The environment's registry as the content service answers it now, or null when it cannot be
 * had within REGISTRY_TIMEOUT_MS (the shell then falls back to remotes.json, or a canary decides).
 */
export async function currentRegistry(registryUrl) {
  if (!registryUrl) return null;
  try {
    return await fetchJson(registryUrl, REGISTRY_TIMEOUT_MS);
  } catch {
    return null;
  }
}

export function remoteFiles() {
  const manifest = manifestCache();

  /**
   * The files of `wanted` ({ remote, exposes }[]) for this request ({ bucket, search }) with the
   * registry of currentRegistry: absolute URLs of each remote's entry and the modules' files, and
   * the manifests they come from. Without a registry, nothing of a remote is preloaded.
   */
  return async function filesFor(wanted, { bucket = null, search = '' } = {}, registry = null) {
    if (wanted.length === 0 || !registry) return { manifests: [], files: [] };
    const remotes = typeof registry.remotes === 'object' && registry.remotes !== null ? registry.remotes : {};
    const skipped = overriddenRemote(search, Object.keys(remotes));
    const chosen = wanted.filter(({ remote }) => remote !== skipped).map(({ remote, exposes }) => ({ url: manifestFor(remotes[remote], bucket), exposes }));
    const manifests = [];
    const files = [];
    await Promise.all(
      chosen
        .filter(({ url }) => url !== null)
        .map(async ({ url, exposes }) => {
          manifests.push(url);
          files.push(...exposedFiles(url, await manifest(url), exposes));
        }),
    );
    return { manifests: manifests.sort(), files: [...new Set(files)] };
  };
}
