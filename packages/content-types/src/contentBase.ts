// The fixed part of every content-service answer, which no content-type schema describes: the
// generated types (generated/contentTypes.ts) extend these and re-export them.

/** What every entry of a collection or single type carries. */
export interface Entry {
  id: number;
  documentId?: string;
  createdAt?: string;
  updatedAt?: string;
  publishedAt?: string | null;
}

/** A component inside an entry. */
export interface ComponentEntry {
  id?: number;
}

/** An uploaded file as the service answers it (formats only with their variants). */
export interface Media {
  id?: number;
  documentId?: string;
  url?: string;
  alternativeText?: string | null;
  width?: number | null;
  height?: number | null;
  formats?: Record<string, { url: string; width?: number; height?: number } & Record<string, unknown>> | null;
  [key: string]: unknown;
}

/** One entry of a dynamic zone; `__component` names its kind. */
export interface DynamicZoneEntry {
  __component: string;
  [key: string]: unknown;
}
