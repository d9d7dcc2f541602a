/**
 * Runtime configuration is read from a JSON file per environment at start (not baked into the
 * build), so one build is promoted through environments. Reading and setting it costs nothing:
 * the validation (zod) is in loadRuntimeConfig.ts, so a page given its configuration (the
 * visitor's landing page, from its server render) does not download the validator.
 */
export interface RuntimeConfig {
  contentUrl: string;
  assistantUrl: string;
  environment: string;
  /** The content service's remote registry of this environment; absent: /remotes.json only. */
  registryUrl?: string | undefined;
}

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
