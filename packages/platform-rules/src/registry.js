// The registry document: what the content service serves at /api/remote-registry/<environment>
// and, without the environment, what a shell build carries as /remotes.json.
import { z } from 'zod';

const releaseSchema = z.object({ version: z.string().min(1), manifest: z.string().url() });

/** One remote: its active release, whether it is on, and an optional canary share (0-100 %). */
export const registryEntrySchema = releaseSchema.extend({
  enabled: z.boolean(),
  canary: releaseSchema.extend({ percent: z.number().min(0).max(100) }).optional(),
});

/** The content service's document of one environment. */
export const registryDocumentSchema = z.object({
  environment: z.string(),
  allowOverrides: z.boolean().optional(),
  remotes: z.record(z.string(), registryEntrySchema),
});

/** The static /remotes.json: the same entries, where the version may be left out. */
export const staticRegistrySchema = z.object({
  remotes: z.record(z.string(), registryEntrySchema.extend({ version: z.string().optional() })),
});

/**
 * What is wrong with a document, readable in a console: `path: message; ...`.
 * @param {z.ZodError} error
 */
export function issuesText(error) {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
}
