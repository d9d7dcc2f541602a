// zod/mini: the same validation in a fraction of the bytes (every page parses the registry first).
import * as z from 'zod/mini';
import { fetchWithTimeout } from '../manifestTimeoutPlugin';

/** The content service must answer within this; otherwise the page loads from /remotes.json. */
export const SERVICE_REGISTRY_TIMEOUT_MS = 3000;

const releaseSchema = z.object({ version: z.string().check(z.minLength(1)), manifest: z.url() });

const serviceEntrySchema = z.extend(releaseSchema, {
  enabled: z.boolean(),
  canary: z.optional(z.extend(releaseSchema, { percent: z.number().check(z.minimum(0), z.maximum(100)) })),
});

const serviceRegistrySchema = z.object({
  environment: z.string(),
  allowOverrides: z.optional(z.boolean()),
  remotes: z.record(z.string(), serviceEntrySchema),
});

/** GET /api/remote-registry/<environment> of the content service. */
export type ServiceRegistry = z.infer<typeof serviceRegistrySchema>;
export type ServiceRegistryEntry = z.infer<typeof serviceEntrySchema>;

/**
 * Fetches the environment's registry from the content service. Throws an Error whose message is
 * the reason (timeout, HTTP status, malformed answer), which the caller logs before falling back.
 * `no-cache` revalidates with the ETag every time, so a change is live on the next page load.
 */
export async function fetchServiceRegistry(url: string, timeoutMs = SERVICE_REGISTRY_TIMEOUT_MS): Promise<ServiceRegistry> {
  const response = await fetchWithTimeout(url, { cache: 'no-cache', headers: { Accept: 'application/json' } }, timeoutMs);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error('het antwoord is geen JSON');
  }
  const parsed = serviceRegistrySchema.safeParse(body);
  if (!parsed.success) {
    throw new Error(`ongeldig register: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ')}`);
  }
  return parsed.data;
}
