// zod/mini: the same validation in a fraction of the bytes (every page parses this file first).
import * as z from 'zod/mini';
import { fetchWithTimeout } from '../api/fetchWithTimeout';
import { DEFAULT_RUNTIME_CONFIG, getRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from './runtimeConfig';

/**
 * Built on first use, not at import: a bundle that only reads the configuration leaves zod out.
 * No code generation: zod's probe for it (new Function) is a CSP violation under the shell's
 * policy, which has no 'unsafe-eval'.
 */
function runtimeConfigSchema() {
  z.config({ jitless: true });
  return z.object({
    contentUrl: z.url(),
    assistantUrl: z.url(),
    environment: z._default(z.string(), 'development'),
    /** The content service's remote registry of this environment; absent: /remotes.json only. */
    registryUrl: z.optional(z.url()),
  });
}

/** The schema and the RuntimeConfig type (declared beside the store, which needs no zod) say the same. */
type Parsed = z.infer<ReturnType<typeof runtimeConfigSchema>>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesType: Same<Parsed, RuntimeConfig> = true;
void schemaMatchesType;

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  return runtimeConfigSchema().parse(raw);
}

/**
 * Fetches and validates the runtime configuration. A missing or invalid file is reported on the
 * console and the local defaults are kept, so the platform still renders.
 */
export async function loadRuntimeConfig(url = '/config.json', timeoutMs = 5000): Promise<RuntimeConfig> {
  try {
    const response = await fetchWithTimeout(url, undefined, timeoutMs);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    setRuntimeConfig(parseRuntimeConfig(await response.json()));
  } catch (error) {
    console.error(`[config] Kon de runtimeconfiguratie (${url}) niet laden; standaardwaarden worden gebruikt.`, error);
    setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
  }
  return getRuntimeConfig();
}
