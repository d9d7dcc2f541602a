import runtimePackage from '@doorloopjes/runtime/package.json';
import contract from '../src/contracts/platform-contract.json';

/**
 * Build-time Module Federation settings every app uses, so the shell and the remotes always
 * agree on what is shared and how (docs/architecture.md, 'Module Federation rules').
 */
const singleton = { singleton: true, requiredVersion: false } as const;

/** The trailing-slash keys share deep imports such as react-dom/client and react/jsx-runtime. */
export const federationShared = {
  react: singleton,
  'react/': singleton,
  'react-dom': singleton,
  'react-dom/': singleton,
  // Shared whole. Shared tree shaking (treeShaking runtime-infer with the exports the apps use)
  // cut the router from 59 to 15 kB gzip, but a remote page then no longer loaded offline from the
  // service worker's caches (docs/DEVELOPING.md, 'Measuring the first load').
  'react-router': singleton,
  'react-router-dom': singleton,
  zustand: singleton,
  // The query client's React context must exist once, or a remote would not see the shell's client.
  '@tanstack/react-query': singleton,
  // One session store, query client, content-service client and runtime config per page. Unlike
  // the libraries above it is checked by version: the release gate refuses a remote built against
  // another major (platform-contract.json, singletonMajors). @doorloopjes/shared is not shared:
  // each app bundles the plain libraries it uses.
  '@doorloopjes/runtime': { singleton: true, requiredVersion: `^${runtimePackage.version}` },
};

export const federationShareStrategy = 'loaded-first' as const;

/** Fixed dev/preview ports, from the platform contract (docs/architecture.md). */
type RemoteName = keyof typeof contract.remotes;
export const APP_PORTS = {
  shell: contract.shell.port,
  ...(Object.fromEntries(Object.entries(contract.remotes).map(([name, remote]) => [name, remote.port])) as Record<RemoteName, number>),
};

/** A remote's entry in the platform contract: its package folder, federation scope, port and exposed modules. */
export function remoteContract(name: RemoteName) {
  return contract.remotes[name];
}
