import { REMOTE_ROUTES, type RouteContract } from '@doorloopjes/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RegistryContext } from '../hooks/RegistryContext';
import { RemoteLoaderContext } from '../hooks/RemoteLoaderContext';
import type { RemoteLoader } from '../loader';
import type { RemoteRegistry } from '../registry';
import { ALL_REMOTES_ON as allOn } from '../../test/registries';
import { ARCHIVE_PAGE, withArchivePage } from '../../test/routeContracts';
import { remoteRouteElements } from './remoteRouteElements';

/** Every remote module renders its name and props, so the test sees what was mounted with what. */
const load = (async (remote: string, module: string) => ({
  default: (props: object) => <h1>{`${remote}/${module} ${JSON.stringify(props)}`}</h1>,
})) as unknown as RemoteLoader;

function renderRoutes(path: string, contract: RouteContract = REMOTE_ROUTES, registry: RemoteRegistry = allOn) {
  return render(
    <RegistryContext.Provider value={registry}>
      <RemoteLoaderContext.Provider value={{ load, reset: () => undefined }}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {remoteRouteElements(contract, registry)}
            <Route path="*" element={<h1>Niet gevonden</h1>} />
          </Routes>
        </MemoryRouter>
      </RemoteLoaderContext.Provider>
    </RegistryContext.Provider>,
  );
}

const archive = withArchivePage(REMOTE_ROUTES);

describe('remoteRouteElements', () => {
  it.each([
    ["mounts each remote's module on its contract path, and below it where the module routes itself", '/doorloopjes/breuken-vergelijken', REMOTE_ROUTES, allOn, 'doorloopjes/routes {}'],
    ['mounts mf-content once per section, with the section as prop', '/nieuws-item/nieuwe-release', REMOTE_ROUTES, allOn, 'content/routes {"section":"nieuws-item"}'],
    ['mounts a one-page module on its path only', '/cluster-builder-test', REMOTE_ROUTES, allOn, 'cluster/ClusterBuilder {}'],
    ['leaves the paths below a one-page module to the not-found page', '/cluster-builder-test/oud', REMOTE_ROUTES, allOn, 'Niet gevonden'],
    ['has no routes for a remote that is switched off, so its paths are not found', '/webinars', REMOTE_ROUTES, { doorloopjes: allOn.doorloopjes }, 'Niet gevonden'],
    ['mounts a page a remote adds to the contract, without a change in the shell', `${ARCHIVE_PAGE.path}/2026`, archive, allOn, 'cluster/ClusterBuilder {}'],
  ] satisfies Array<[string, string, RouteContract, RemoteRegistry, string]>)('%s', async (_name, path, contract, registry, shown) => {
    renderRoutes(path, contract, registry);
    expect(await screen.findByRole('heading')).toHaveTextContent(shown);
  });
});
