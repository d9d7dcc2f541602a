import { issuesText, registryDocumentSchema, type RegistryDocument } from '@doorloopjes/platform-rules/registry';
import { fetchWithTimeout } from '@doorloopjes/runtime/fetch-with-timeout';

/** The content service must answer within this; otherwise the page loads from /remotes.json. */
export const SERVICE_REGISTRY_TIMEOUT_MS = 3000;

/** GET /api/remote-registry/<environment> of the content service. */
export type ServiceRegistry = RegistryDocument;

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
  const parsed = registryDocumentSchema.safeParse(body);
  if (!parsed.success) throw new Error(`ongeldig register: ${issuesText(parsed.error)}`);
  return parsed.data;
}
