import { FEDERATION_LIBRARY_GLOBALS } from '@doorloopjes/build-config/federation-globals';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import provideFederationLibrariesPlugin, { PROVIDED_FEDERATION_LIBRARIES } from './provideFederationLibrariesPlugin';

/**
 * The federation runtime code a remote's entry still bundles: the runtime's browser API and the
 * bundler runtime (the runtime core comes from the shell). Resolved the way the build resolves them,
 * from the rsbuild plugin's runtime tools.
 */
function bundledRuntimeFolders(): string[] {
  const fromShell = createRequire(join(process.cwd(), 'package.json'));
  const runtimeTools = createRequire(fromShell.resolve('@module-federation/enhanced'));
  const tools = createRequire(runtimeTools.resolve('@module-federation/runtime-tools'));
  return ['@module-federation/runtime', '@module-federation/webpack-bundler-runtime'].map((name) => dirname(tools.resolve(name)));
}

/** Every name the bundled runtime code imports from `library`, over all its ES module files. */
function importedNames(library: string): string[] {
  const names = new Set<string>();
  for (const folder of bundledRuntimeFolders()) {
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.js'))) {
      const text = readFileSync(join(folder, file), 'utf8');
      for (const match of text.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*"${library}"`, 'g'))) {
        for (const part of match[1]!.split(',')) names.add(part.trim().split(/\s+as\s+/)[0]!);
      }
      // A namespace or default import would need the whole library: the list could not cover it.
      expect(text, `${file} imports ${library} whole`).not.toMatch(new RegExp(`import\\s+(\\*|\\w+)[^;]*from\\s*"${library}"`));
    }
  }
  return [...names].filter(Boolean).sort();
}

describe('the federation libraries the shell provides to remote entries', () => {
  afterEach(() => {
    for (const name of Object.values(FEDERATION_LIBRARY_GLOBALS)) delete (globalThis as Record<string, unknown>)[name];
  });

  it.each(Object.keys(FEDERATION_LIBRARY_GLOBALS))('provides every name the bundled runtime imports from %s', (library) => {
    const provided = Object.keys(PROVIDED_FEDERATION_LIBRARIES[library as keyof typeof FEDERATION_LIBRARY_GLOBALS]).sort();
    const needed = importedNames(library);
    expect(needed.length).toBeGreaterThan(0);
    expect(provided).toEqual(expect.arrayContaining(needed));
  });

  it('puts them under the global names a remote entry reads', () => {
    provideFederationLibrariesPlugin();
    const globals = globalThis as Record<string, unknown>;
    expect(globals._DOORLOOPJES_FEDERATION_SDK).toBe(PROVIDED_FEDERATION_LIBRARIES['@module-federation/sdk']);
    expect(globals._DOORLOOPJES_FEDERATION_ERROR_CODES).toBe(PROVIDED_FEDERATION_LIBRARIES['@module-federation/error-codes']);
    expect(typeof (globals._DOORLOOPJES_FEDERATION_SDK as { decodeName: unknown }).decodeName).toBe('function');
  });
});
