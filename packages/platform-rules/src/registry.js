// @ts-check
// The registry document: what the content service serves at /api/remote-registry/<environment>
// and, without the environment, what a shell build carries as /remotes.json.
// zod/mini: every page of the shell parses the registry first, so its validator is the small build.
import * as z from 'zod/mini';

const releaseSchema = z.object({ version: z.string().check(z.minLength(1)), manifest: z.url() });

/** One remote: its active release, whether it is on, and an optional canary share (0-100 %). */
export const registryEntrySchema = z.extend(releaseSchema, {
  enabled: z.boolean(),
  canary: z.optional(z.extend(releaseSchema, { percent: z.number().check(z.minimum(0), z.maximum(100)) })),
});

/** The content service's document of one environment. */
export const registryDocumentSchema = z.object({
  environment: z.string(),
  allowOverrides: z.optional(z.boolean()),
  remotes: z.record(z.string(), registryEntrySchema),
});

/** The static /remotes.json: the same entries, where the version may be left out. */
export const staticRegistrySchema = z.object({
  remotes: z.record(z.string(), z.extend(registryEntrySchema, { version: z.optional(z.string()) })),
});

/**
 * What is wrong with a document, readable in a console: `path: message; ...`.
 * @param {{ issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>, message: string }> }} error
 */
export function issuesText(error) {
  return error.issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`).join('; ');
}

// The declarations importers see (registry.d.ts) describe this code: \`tsc\` (checkJs) checks every
// export against them here, so the two cannot drift apart.
/** @type {typeof import('./registry.js')} */
const declared = { registryEntrySchema, registryDocumentSchema, staticRegistrySchema, issuesText };
void declared;
