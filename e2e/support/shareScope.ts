import type { Page } from '@playwright/test';

/**
 * The copies of a shared package the page has loaded, from every scope of the federation runtime:
 * the whole package (`loaded`) or its tree-shaken build (`treeShaking.loaded`; the router and the
 * query library are shared pruned, packages/build-config/src/federation.ts). Both at once would be two
 * instances.
 */
export async function loadedCopies(page: Page, name: string): Promise<string[]> {
  return page.evaluate((pkg) => {
    type Entry = { loaded?: boolean; from?: string; treeShaking?: { loaded?: boolean } };
    const share = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>> } }).__FEDERATION__?.__SHARE__ ?? {};
    const copies: string[] = [];
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [version, entry] of Object.entries(packages[pkg] ?? {})) {
          if (entry.loaded) copies.push(`${version} whole from ${entry.from ?? '?'}`);
          if (entry.treeShaking?.loaded) copies.push(`${version} pruned from ${entry.from ?? '?'}`);
        }
      }
    }
    return [...new Set(copies)];
  }, name);
}
