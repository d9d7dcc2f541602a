import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RUNTIME_009, runtimeDescMap } from '@module-federation/error-codes';
import { ENCODE_NAME_PREFIX, decodeName } from '@module-federation/sdk';
import { FEDERATION_LIBRARY_GLOBALS } from '@doorloopjes/build-config/federation-globals';

/**
 * What a remote's entry takes from the federation runtime's SDK and error texts: the names its
 * bundled runtime code (@module-federation/runtime and webpack-bundler-runtime) imports from
 * them. Only these, so the shell's entry keeps its tree-shaken copy of both libraries
 * (provideFederationLibrariesPlugin.test.ts checks the list against those packages' sources).
 */
export const PROVIDED_FEDERATION_LIBRARIES = {
  '@module-federation/sdk': { ENCODE_NAME_PREFIX, decodeName },
  '@module-federation/error-codes': { RUNTIME_009, runtimeDescMap },
};

/**
 * Puts the shell's copy of the federation runtime's SDK and error texts where a remote's
 * production entry looks for them (its build marks them external: packages/build-config/src/appConfig.ts), so
 * a page carries them once. Done when the shell's federation runtime starts, before any remote
 * entry can run. Like the runtime core, this ties remotes to the shell's Module Federation version.
 */
export default function provideFederationLibrariesPlugin(): ModuleFederationRuntimePlugin {
  const globals = globalThis as unknown as Record<string, unknown>;
  for (const [library, globalName] of Object.entries(FEDERATION_LIBRARY_GLOBALS)) {
    globals[globalName] = PROVIDED_FEDERATION_LIBRARIES[library as keyof typeof FEDERATION_LIBRARY_GLOBALS];
  }
  return { name: 'doorloopjes-provide-federation-libraries' };
}
