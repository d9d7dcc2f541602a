import { registryDocumentSchema } from '@doorloopjes/platform-rules/registry';
import { REMOTE_NAMES } from '@doorloopjes/shared';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { NavigationA11y } from '../a11y/components/NavigationA11y';
import { LayoutSuspense, PageSuspense } from '../layout/components/RouteSuspense';
import { serverFrameScript } from '../hydration/serverFrame';
import { LayoutSkeleton } from '../layout/skeleton/LayoutSkeleton';
import { RegistryContext } from '../remotes/hooks/RegistryContext';
import { parseRemoteRegistry, type RemoteRegistry } from '../remotes/registry';
import { chooseVersions } from '../remotes/resolveRegistry';

/**
 * Which remotes are on, as the shell will decide it in the browser: from the content service's
 * registry answer, or, when the server could not get a valid one, from the environment's
 * /remotes.json (the same fallback as resolveRegistry). Canaries and QA overrides do not matter
 * here: they choose a version, not whether a remote's links are there.
 */
function registryOf(serviceAnswer: unknown, fallback: unknown): RemoteRegistry {
  const service = registryDocumentSchema.safeParse(serviceAnswer);
  if (service.success) return chooseVersions(service.data, null);
  try {
    return parseRemoteRegistry(fallback);
  } catch {
    return {};
  }
}

/**
 * The skeleton inside the browser's App as it is before the layout loads: App's Suspense
 * boundaries (AppRoutes) and live regions (NavigationA11y) around it, with the registry. Inside a
 * router.
 */
export function SkeletonFrame({ registry }: { registry: RemoteRegistry }) {
  return (
    <RegistryContext.Provider value={registry}>
      <PageSuspense>
        <LayoutSuspense>
          <LayoutSkeleton />
        </LayoutSuspense>
      </PageSuspense>
      <NavigationA11y />
    </RegistryContext.Provider>
  );
}

/**
 * The HTML of a logged-in path for `#root` and right after it (packages/static-server/src/loggedInShell.ts):
 * the frame's skeleton with the main navigation of the remotes that are on and the link of
 * `pathname` marked, inside the same Suspense boundaries and beside the same live regions as the
 * browser's App (AppRoutes, NavigationA11y), so React hydrates it (src/bootstrap.tsx) instead of
 * replacing it; and the data block naming the navigation's remotes (hydration/serverFrame.ts). What
 * is not in the browser's tree leaves no element here: providers and the router render none, and
 * the QA override's banner only shows after the takeover. Runs in the static server (Node).
 */
export function renderFrameSkeleton(pathname: string, serviceAnswer: unknown, fallback: unknown): { root: string; afterRoot: string } {
  const registry = registryOf(serviceAnswer, fallback);
  const root = renderToString(
    <StaticRouter location={pathname}>
      <SkeletonFrame registry={registry} />
    </StaticRouter>,
  );
  return { root, afterRoot: serverFrameScript(REMOTE_NAMES.filter((name) => registry[name] !== undefined)) };
}
