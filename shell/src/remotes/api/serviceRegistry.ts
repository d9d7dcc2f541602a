import { z } from 'zod';
import { fetchWithTimeout } from '../manifestTimeoutPlugin';

/** The content service must answer within this; otherwise the page loads from /remotes.json. */
export const SERVICE_REGISTRY_TIMEOUT_MS = 3000;

const releaseSchema = z.object({ version: z.string().min(1), manifest: z.string().url() });

const serviceEntrySchema = releaseSchema.extend({
  enabled: z.boolean(),
  canary: releaseSchema.extend({ percent: z.number().min(0).max(100) }).optional(),
});

const serviceRegistrySchema = z.object({
  environment: z.string(),
  allowOverrides: z.boolean().optional(),
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
  // Read first, parse second: a body that stalls past the deadline is a timeout, not bad JSON.
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error('het antwoord is geen JSON');
  }
  const parsed = serviceRegistrySchema.safeParse(body);
  if (!parsed.success) {
    throw new Error(`ongeldig register: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ')}`);
  }
  return parsed.data;
}
