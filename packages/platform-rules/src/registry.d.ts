import type * as z from 'zod/mini';

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

export const registryEntrySchema: z.ZodMiniType<RegistryEntry>;
export const registryDocumentSchema: z.ZodMiniType<RegistryDocument>;
export const staticRegistrySchema: z.ZodMiniType<StaticRegistry>;
export function issuesText(error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> }): string;
