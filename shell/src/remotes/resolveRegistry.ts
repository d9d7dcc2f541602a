import { isRemoteName } from '@doorloopjes/shared';
import { inCanary } from './canary';
import { fetchWithTimeout } from '@doorloopjes/runtime/fetch-with-timeout';
import type { RemoteOverride } from './override';
import { loadRemoteRegistry, type RemoteRegistry } from './registry';
import { fetchServiceRegistry, SERVICE_REGISTRY_TIMEOUT_MS, type ServiceRegistry } from './api/serviceRegistry';

export interface RegistryInputs {
  /** GET /api/remote-registry/<environment>; without it the shell reads /remotes.json only. */
  registryUrl?: string;
  contentUrl: string;
  userId: string | null;
  override: RemoteOverride | null;
}

export interface ResolvedRegistry {
  registry: RemoteRegistry;
  source: 'service' | 'fallback';
  /** The QA override that is in effect on this page (null when none, or when it was refused). */
  override: RemoteOverride | null;
}

/**
 * The remotes that are on, each in its active version, or its canary for a user whose bucket falls
 * under its percentage (a user who is not known gets the active version).
 */
export function chooseVersions(service: ServiceRegistry, userId: string | null): RemoteRegistry {
  const registry: RemoteRegistry = {};
  for (const [name, entry] of Object.entries(service.remotes)) {
    if (!isRemoteName(name) || !entry.enabled) continue;
    const canary = entry.canary !== undefined && inCanary(userId, entry.canary.percent);
    const chosen = canary && entry.canary ? entry.canary : entry;
    registry[name] = { name, manifest: chosen.manifest, version: chosen.version, ...(canary ? { canary: true } : {}) };
  }
  return registry;
}

/** The manifest of a registered release, or null when the content service does not know it. */
async function registeredManifest(contentUrl: string, override: RemoteOverride): Promise<string | null> {
  const url = `${contentUrl}/api/remote-releases/${override.remote}/${encodeURIComponent(override.version)}`;
  try {
    const response = await fetchWithTimeout(url, { headers: { Accept: 'application/json' } }, SERVICE_REGISTRY_TIMEOUT_MS);
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const manifest = typeof body === 'object' && body !== null && 'data' in body && typeof body.data === 'object' && body.data !== null && 'manifest' in body.data ? body.data.manifest : null;
    return typeof manifest === 'string' ? manifest : null;
  } catch {
    return null;
  }
}

async function applyOverride(registry: RemoteRegistry, service: ServiceRegistry, inputs: RegistryInputs): Promise<RemoteOverride | null> {
  const { override } = inputs;
  if (!override) return null;
  if (!service.allowOverrides) {
    console.warn(`[remotes] Override ${override.label}@${override.version} genegeerd: omgeving '${service.environment}' staat geen overrides toe.`);
    return null;
  }
  const manifest = await registeredManifest(inputs.contentUrl, override);
  if (!manifest) {
    console.warn(`[remotes] Override ${override.label}@${override.version} genegeerd: die versie is niet geregistreerd.`);
    return null;
  }
  registry[override.remote] = { name: override.remote, manifest, version: override.version };
  return override;
}

/**
 * Decides which remotes (and which version of each) this page loads: the content service's
 * registry for the environment, with canary and QA override applied; when the service is down,
 * slow or answers garbage, the /remotes.json deployed beside the shell (last known good), with
 * the reason in the console. Overrides need the registry, so they do not apply on fallback.
 */
export async function resolveRegistry(inputs: RegistryInputs, fallbackUrl?: string): Promise<ResolvedRegistry> {
  if (inputs.registryUrl) {
    try {
      const service = await fetchServiceRegistry(inputs.registryUrl);
      const registry = chooseVersions(service, inputs.userId);
      const override = await applyOverride(registry, service, inputs);
      return { registry, source: 'service', override };
    } catch (error) {
      // A timeout arrives as a DOMException, which is not an Error everywhere.
      const reason = typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error);
      console.warn(`[remotes] Het register van de content service (${inputs.registryUrl}) is niet bruikbaar (${reason}); /remotes.json wordt gebruikt.`);
    }
  }
  if (inputs.override) console.warn(`[remotes] Override ${inputs.override.label}@${inputs.override.version} genegeerd: het register van de content service is niet bereikbaar.`);
  return { registry: await loadRemoteRegistry(fallbackUrl), source: 'fallback', override: null };
}
