import { registryDocumentSchema } from '@doorloopjes/platform-rules/registry';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
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
 * The frame's skeleton of a logged-in path as HTML for `#root` (scripts/serve/loggedInShell.mjs):
 * the same component and navigation the browser's first render shows, with the link of `pathname`
 * marked as the current page. Runs in the static server (Node), never in the browser.
 */
export function renderFrameSkeleton(pathname: string, serviceAnswer: unknown, fallback: unknown): string {
  return renderToStaticMarkup(
    <StaticRouter location={pathname}>
      <RegistryContext.Provider value={registryOf(serviceAnswer, fallback)}>
        <LayoutSkeleton />
      </RegistryContext.Provider>
    </StaticRouter>,
  );
}
