// For tests and development checks only: no production code imports this file (it carries zod).
// The zod schemas of contentBase.ts; the generated schemas (generated/contentSchemas.ts) spread
// the field lists into every entry and component and re-export these.
import { z } from 'zod';
import type { ComponentEntry, DynamicZoneEntry, Entry, Media } from './contentBase';

export const ENTRY_FIELDS = {
  id: z.number(),
  documentId: z.string().optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
  publishedAt: z.string().nullish(),
};
export const entrySchema: z.ZodType<Entry> = z.looseObject(ENTRY_FIELDS);

export const COMPONENT_FIELDS = { id: z.number().optional() };
export const componentEntrySchema: z.ZodType<ComponentEntry> = z.looseObject(COMPONENT_FIELDS);

export const mediaSchema: z.ZodType<Media> = z.looseObject({
  // Stored like a component (an optional id), with an entry's document id.
  ...COMPONENT_FIELDS,
  documentId: ENTRY_FIELDS.documentId,
  url: z.string().optional(),
  alternativeText: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  formats: z.record(z.string(), z.looseObject({ url: z.string(), width: z.number().optional(), height: z.number().optional() })).nullish(),
});

export const dynamicZoneEntrySchema: z.ZodType<DynamicZoneEntry> = z.looseObject({ __component: z.string() });
