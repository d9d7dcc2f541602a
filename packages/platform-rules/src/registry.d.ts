import type { z } from 'zod';

export interface Release {
  version: string;
  manifest: string;
}
export interface RegistryEntry extends Release {
  enabled: boolean;
  canary?: Release & { percent: number };
}
export interface RegistryDocument {
  environment: string;
  allowOverrides?: boolean;
  remotes: Record<string, RegistryEntry>;
}
export interface StaticRegistry {
  remotes: Record<string, Omit<RegistryEntry, 'version'> & { version?: string }>;
}

export const registryEntrySchema: z.ZodType<RegistryEntry>;
export const registryDocumentSchema: z.ZodType<RegistryDocument>;
export const staticRegistrySchema: z.ZodType<StaticRegistry>;
export function issuesText(error: z.ZodError): string;
