import { REMOTE_NAMES, type RemoteName } from '@doorloopjes/shared';
// zod/mini: the same validation in a fraction of the bytes (every page parses the registry first).
import * as z from 'zod/mini';

// No code generation: zod's probe for it (new Function) is a CSP violation under the shell's
// policy, which has no 'unsafe-eval'.
z.config({ jitless: true });

/**
 * The per-environment remote registry (/remotes.json): each remote's manifest URL and whether it
 * is enabled. Product owners edit it per environment; no rebuild is needed.
 */
const remoteEntrySchema = z.object({
  manifest: z.url(),
  enabled: z.boolean(),
  version: z.optional(z.string()),
});

const registrySchema = z.object({
  remotes: z.record(z.string(), remoteEntrySchema),
});

export interface RemoteEntry {
  name: RemoteName;
  manifest: string;
  /** The version this page loads ('Versies'); unknown when /remotes.json names none. */
  version?: string;
}

/** Only the enabled remotes; a remote absent from this map is off. */
export type RemoteRegistry = Partial<Record<RemoteName, RemoteEntry>>;

export const REGISTRY_URL = '/remotes.json';
export const REGISTRY_TIMEOUT_MS = 5000;

function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/** Validates a registry document. Throws with a readable message when it is malformed. */
export function parseRemoteRegistry(raw: unknown): RemoteRegistry {
  const result = registrySchema.safeParse(raw);
  if (!result.success) {
    throw new Error(`ongeldig registerbestand: ${result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ')}`);
  }
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
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
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
