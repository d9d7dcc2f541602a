import { issuesText, staticRegistrySchema } from '@doorloopjes/platform-rules/registry';
import { isRemoteName, REMOTE_NAMES, type RemoteName } from '@doorloopjes/shared';
// zod/mini, as the registry schemas: only its global configuration is set here.
import * as z from 'zod/mini';
import { fetchWithTimeout } from '@doorloopjes/runtime/fetch-with-timeout';

// No code generation: zod's probe for it (new Function) is a CSP violation under the shell's
// policy, which has no 'unsafe-eval'.
z.config({ jitless: true });

export interface RemoteEntry {
  name: RemoteName;
  manifest: string;
  /** The version this page loads ('Versies'); unknown when /remotes.json names none. */
  version?: string;
  /** True when this page got the environment's canary version of the remote. */
  canary?: boolean;
}

/** Only the enabled remotes; a remote absent from this map is off. */
export type RemoteRegistry = Partial<Record<RemoteName, RemoteEntry>>;

export const REGISTRY_URL = '/remotes.json';
export const REGISTRY_TIMEOUT_MS = 5000;

/**
 * Validates the environment's last-known-good list of remotes (/remotes.json, in
 * shell/environments/<env>/): each remote's manifest URL and whether it is enabled. The shell falls
 * back to it when the content service's remote registry (where product owners switch remotes and
 * versions) is down, slow or answers garbage. Throws with a readable message when it is malformed.
 */
export function parseRemoteRegistry(raw: unknown): RemoteRegistry {
  const result = staticRegistrySchema.safeParse(raw);
  if (!result.success) throw new Error(`ongeldig registerbestand: ${issuesText(result.error)}`);
  const registry: RemoteRegistry = {};
  for (const [name, entry] of Object.entries(result.data.remotes)) {
    if (!isRemoteName(name)) {
      console.warn(`[remotes] Onbekende remote '${name}' in het register wordt genegeerd.`);
      continue;
    }
    if (entry.enabled) registry[name] = { name, manifest: entry.manifest, ...(entry.version ? { version: entry.version } : {}) };
  }
  return registry;
}

/**
 * Fetches the registry. A missing, slow or malformed file is a clear console error and the shell
 * renders with every remote off, rather than not at all.
 */
export async function loadRemoteRegistry(url = REGISTRY_URL, timeoutMs = REGISTRY_TIMEOUT_MS): Promise<RemoteRegistry> {
  try {
    const response = await fetchWithTimeout(url, undefined, timeoutMs);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseRemoteRegistry(await response.json());
  } catch (error) {
    console.error(`[remotes] Het remote-register (${url}) kon niet worden geladen; alle remotes staan uit.`, error);
    return {};
  }
}

export function enabledRemoteNames(registry: RemoteRegistry): RemoteName[] {
  return REMOTE_NAMES.filter((name) => registry[name] !== undefined);
}
