import type { Blocks, Image } from '@doorloopjes/shared';

/**
 * Dynamic-zone entries arrive untyped (`ArticleBlock` has unknown fields); these readers narrow a
 * field to what a block component needs, or give null, so a malformed entry renders less instead
 * of crashing the page.
 */
export function readBlocks(value: unknown): Blocks | null {
  return Array.isArray(value) ? (value as Blocks) : null;
}

export function readString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function readImage(value: unknown): Image | null {
  if (typeof value !== 'object' || value === null || !('url' in value)) return null;
  return typeof (value as { url: unknown }).url === 'string' ? (value as Image) : null;
}

/** One of the allowed values, else the schema's default. */
export function readChoice<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.find((option) => option === value) ?? fallback;
}
