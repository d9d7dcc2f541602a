// The single-bundle build's remote loader: the same API as src/remotes/loader.ts, with every
// remote module imported from its source instead of loaded through Module Federation. Only the
// federation-cost benchmark builds it (rsbuild.single.config.ts); it exists to measure what
// federation costs, so it deliberately imports the remotes' exposed modules (each remote's `exposes/*` export).
import type { ExposedName, ExposedProps, RemoteModule, RemoteName } from '@doorloopjes/shared';

export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

export type RemoteLoader = <R extends RemoteName, M extends ExposedName<R>>(remote: R, module: M) => Promise<RemoteModule<ExposedProps<R, M>>>;

type Imports = { [R in RemoteName]: Record<ExposedName<R>, () => Promise<{ default: unknown }>> };

const IMPORTS: Imports = {
  doorloopjes: {
    routes: () => import('mf-doorloopjes/exposes/routes'),
    ProgressDonut: () => import('mf-doorloopjes/exposes/ProgressDonut'),
    InProgressCarousel: () => import('mf-doorloopjes/exposes/InProgressCarousel'),
  },
  content: {
    routes: () => import('mf-content/exposes/routes'),
    FeaturedCarousel: () => import('mf-content/exposes/FeaturedCarousel'),
    NewsCarousel: () => import('mf-content/exposes/NewsCarousel'),
  },
  assistant: {
    AssistantChat: () => import('mf-assistant/exposes/AssistantChat'),
    AssistantLauncher: () => import('mf-assistant/exposes/AssistantLauncher'),
  },
  cluster: {
    ClusterBuilder: () => import('mf-cluster/exposes/ClusterBuilder'),
  },
};

export function registerEnabledRemotes(): void {}

export function resetRemote(): void {}

export function preloadRemotesFor(): void {}

export const loadRemoteModule: RemoteLoader = async (remote, module) => {
  const load = (IMPORTS[remote] as Record<string, () => Promise<{ default: unknown }>>)[module];
  if (!load) throw new Error(`${remote}/${module} bestaat niet`);
  return (await load()) as never;
};
