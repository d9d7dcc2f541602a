import { z } from 'zod';
import { toPlainText } from './richText.js';
import type { ContentItem, ContentKind, ContentStep } from './types.js';

/**
 * Content from the CMS is untrusted and may change shape between versions: only slug and
 * title are required, everything else is read if present and ignored otherwise.
 */
const stepSchema = z.looseObject({
  title: z.string().nullish(),
  description: z.unknown().optional(),
});

const entrySchema = z.looseObject({
  slug: z.string().min(1),
  title: z.string().min(1),
  description: z.unknown().optional(),
  summary: z.unknown().optional(),
  body: z.unknown().optional(),
  book: z.union([z.number(), z.string()]).nullish(),
  page: z.union([z.number(), z.string()]).nullish(),
  vimeo_url: z.string().nullish(),
  theme: z.looseObject({ title: z.string().nullish(), description: z.string().nullish() }).nullish(),
  steps: z.array(stepSchema).nullish(),
});

export function normalizeEntry(kind: ContentKind, raw: unknown): ContentItem | undefined {
  const parsed = entrySchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const entry = parsed.data;
  const steps: ContentStep[] = (entry.steps ?? []).map((step, index) => ({
    title: step.title?.trim() || `Stap ${index + 1}`,
    description: toPlainText(step.description),
  }));
  const text = [toPlainText(entry.summary), toPlainText(entry.description), toPlainText(entry.body)]
    .filter(Boolean)
    .join('\n');
  const book = entry.book === null || entry.book === undefined ? undefined : Number(entry.book);
  return {
    key: `${kind}:${entry.slug}`,
    kind,
    slug: entry.slug,
    title: entry.title.trim(),
    text,
    steps,
    themeTitle: entry.theme?.title?.trim() || undefined,
    themeDescription: entry.theme?.description?.trim() || undefined,
    book: Number.isFinite(book) ? book : undefined,
    page: entry.page === null || entry.page === undefined ? undefined : String(entry.page),
    hasVideo: Boolean(entry.vimeo_url),
  };
}
