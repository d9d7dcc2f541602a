// zod/mini: the same validation in a fraction of the bytes (every page parses this file first).
import * as z from 'zod/mini';

// No code generation: zod's probe for it (new Function) is a CSP violation under the shell's
// policy, which has no 'unsafe-eval'.
z.config({ jitless: true });

/**
 * Runtime configuration is read from a JSON file per environment at start (not baked into the
 * build), so one build is promoted through environments.
 */
const runtimeConfigSchema = z.object({
  contentUrl: z.url(),
  assistantUrl: z.url(),
  environment: z._default(z.string(), 'development'),
  /** The content service's remote registry of this environment; absent: /remotes.json only. */
  registryUrl: z.optional(z.url()),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  contentUrl: 'http://localhost:1337',
  assistantUrl: 'http://localhost:8787',
  environment: 'development',
};

let current: RuntimeConfig = DEFAULT_RUNTIME_CONFIG;

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  return runtimeConfigSchema.parse(raw);
}

/**
 * Fetches and validates the runtime configuration. A missing or invalid file is reported on the
 * console and the local defaults are kept, so the platform still renders.
 */
export async function loadRuntimeConfig(url = '/config.json', timeoutMs = 5000): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    current = parseRuntimeConfig(await response.json());
  } catch (error) {
    console.error(`[config] Kon de runtimeconfiguratie (${url}) niet laden; standaardwaarden worden gebruikt.`, error);
    current = DEFAULT_RUNTIME_CONFIG;
  }
  return current;
}
