import messagesPackage from '@doorloopjes/messages/package.json';
import platformRulesPackage from '@doorloopjes/platform-rules/package.json';
import runtimePackage from '@doorloopjes/runtime/package.json';
import contract from '@doorloopjes/platform-contract/platform-contract.json';

/**
 * Build-time Module Federation settings every app uses, so the shell and the remotes always
 * agree on what is shared and how (docs/architecture.md, 'Module Federation rules').
 */
const singleton = { singleton: true, requiredVersion: false } as const;

/**
 * The router's exports any app uses outside tests. Shared tree shaking (runtime-infer) builds the
 * router with only these; a consumer needing more than this list gets the whole router instead,
 * so the list covers every app (an e2e test checks one router instance per page).
 */
export const ROUTER_USED_EXPORTS = ['BrowserRouter', 'Link', 'MemoryRouter', 'NavLink', 'Navigate', 'Outlet', 'Route', 'Routes', 'matchPath', 'useLocation', 'useNavigate', 'useParams', 'useSearchParams'];
const prunedRouter = { ...singleton, treeShaking: { mode: 'runtime-infer', usedExports: ROUTER_USED_EXPORTS } } as const;

/**
 * TanStack Query's exports any app uses outside tests, pruned the same way and guarded the same
 * way (shell/src/remotes/prunedSharedExports.test.ts; the e2e test that a page has one copy): a
 * consumer needing more would load the whole library, and with it a second query-client context.
 */
export const QUERY_USED_EXPORTS = ['MutationObserver', 'QueryClient', 'QueryClientProvider', 'dehydrate', 'focusManager', 'hashKey', 'hydrate', 'isCancelledError', 'keepPreviousData', 'notifyManager', 'onlineManager', 'queryOptions', 'useIsFetching', 'useMutation', 'useQueries', 'useQuery'];
const prunedQuery = { ...singleton, treeShaking: { mode: 'runtime-infer', usedExports: QUERY_USED_EXPORTS } } as const;

/**
 * A plain library without state, shared so a page loads it once, but not a singleton: every app
 * asks for its own version or a newer one of the same major (`^x.y.z`). A remote released alone
 * that needs strings the shell's older copy lacks (a bumped version) gets no match and loads its
 * own copy; nothing breaks, the page just pays for the second copy. The bump is enforced by each
 * package's test (shared-version.json; @doorloopjes/shared-versions lists these packages).
 * `packageName` names the package for the federation plugin's manifest step, which otherwise
 * resolves the share key itself with require.resolve: for the trailing-slash key
 * (`@doorloopjes/messages/`) Node warns (DEP0155, a subpath ending in '/'). The built JS is the same.
 */
const sharedLibrary = ({ name, version }: { name: string; version: string }) =>
  ({ singleton: false, requiredVersion: `^${version}`, packageName: name }) as const;

/** The trailing-slash keys share deep imports such as react-dom/client and react/jsx-runtime. */
export const federationShared = {
  react: singleton,
  'react/': singleton,
  'react-dom': singleton,
  'react-dom/': singleton,
  // Apps import react-router-dom only; react-router inside it is bundled with it, so pruning the
  // one shared entry prunes both and the router context still exists once.
  'react-router-dom': prunedRouter,
  zustand: singleton,
  // The query client's React context must exist once, or a remote would not see the shell's client.
  '@tanstack/react-query': prunedQuery,
  // One session store, query client, content-service client and runtime config per page. Unlike
  // the libraries above it is checked by version: the release gate refuses a remote built against
  // another major (platform-contract.json, singletonMajors). @doorloopjes/shared is not shared:
  // each app bundles the plain libraries it uses.
  '@doorloopjes/runtime': { singleton: true, requiredVersion: `^${runtimePackage.version}` },
  // The Dutch catalogue and the platform rules: the shell, the runtime and every remote read them,
  // and each app used to load its own copy (the dashboard four). The trailing-slash key shares the
  // area imports (@doorloopjes/messages/common). Not singletons, so not in singletonMajors.
  '@doorloopjes/messages': sharedLibrary(messagesPackage),
  '@doorloopjes/messages/': sharedLibrary(messagesPackage),
  '@doorloopjes/platform-rules': sharedLibrary(platformRulesPackage),
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
