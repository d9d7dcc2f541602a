// What the browser will fetch for the remote modules a page renders, read on the server: the
// environment's registry from the content service (as the shell reads it; remotes.json when the
// service does not answer) and each remote's mf-manifest.json, which names the remote's entry and,
// per exposed module, the files it loads at once (what the federation runtime's preloadRemote
// fetches). Each answer is kept FRESH_MS and then served stale while it is fetched again; a first
// fetch waits at most FETCH_TIMEOUT_MS, so the HTML is never held up by a slow service.
import { readFileSync } from 'node:fs';

const FRESH_MS = 30_000;
const FETCH_TIMEOUT_MS = 800;

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A JSON document fetched from `url`, kept FRESH_MS; null while none could be read. */
function cachedJson() {
  const entries = new Map();
  return async function get(url) {
    let entry = entries.get(url);
    if (!entry) {
      entry = { value: null, at: 0, pending: null };
      entries.set(url, entry);
    }
    if (Date.now() - entry.at > FRESH_MS) {
      entry.pending ??= fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { Accept: 'application/json' } })
        .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
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
function exposedFiles(manifestUrl, manifest, exposes) {
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

export function remoteFiles({ configFile, registryFile }) {
  const getJson = cachedJson();

  /** The registry's remotes: the content service's, else remotes.json (the shell's own fallback). */
  async function registry() {
    const config = readJson(configFile);
    const fromService = typeof config?.registryUrl === 'string' ? await getJson(config.registryUrl) : null;
    const document = fromService && typeof fromService.remotes === 'object' ? fromService : readJson(registryFile);
    return document && typeof document.remotes === 'object' ? document.remotes : {};
  }

  /**
   * The manifests and files of `wanted` ({ remote, exposes }[]): { manifests, files }, each a
   * list of absolute URLs. A remote that is off, has a canary, or whose manifest cannot be read
   * adds nothing.
   */
  return async function filesFor(wanted) {
    if (wanted.length === 0) return { manifests: [], files: [] };
    const remotes = await registry();
    const exposesOf = new Map();
    for (const { remote, exposes } of wanted) exposesOf.set(remote, [...(exposesOf.get(remote) ?? []), ...exposes]);
    const manifests = [];
    const files = [];
    await Promise.all(
      [...exposesOf].map(async ([remote, exposes]) => {
        const entry = remotes[remote];
        // During a canary some users load another version: preloading one of the two would make
        // them download both, so such a remote loads as before.
        if (!entry?.enabled || typeof entry.manifest !== 'string' || entry.canary) return;
        manifests.push(entry.manifest);
        files.push(...exposedFiles(entry.manifest, await getJson(entry.manifest), exposes));
      }),
    );
    return { manifests: manifests.sort(), files: [...new Set(files)] };
  };
}
