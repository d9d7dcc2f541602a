import { REMOTE_ROUTES, type RouteContract } from '@doorloopjes/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RegistryContext } from '../remotes/hooks/RegistryContext';
import { RemoteLoaderContext } from '../remotes/hooks/RemoteLoaderContext';
import type { RemoteLoader } from '../remotes/loader';
import type { RemoteRegistry } from '../remotes/registry';
import { ARCHIVE_PAGE, withArchivePage } from '../test/routeContracts';
import { remoteRouteElements } from './remoteRouteElements';

const allOn: RemoteRegistry = {
  doorloopjes: { name: 'doorloopjes', manifest: 'http://localhost:3001/mf-manifest.json' },
  content: { name: 'content', manifest: 'http://localhost:3002/mf-manifest.json' },
  assistant: { name: 'assistant', manifest: 'http://localhost:3003/mf-manifest.json' },
  cluster: { name: 'cluster', manifest: 'http://localhost:3004/mf-manifest.json' },
};

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

const heading = () => screen.findByRole('heading');

describe('remoteRouteElements', () => {
  it("mounts each remote's module on its contract path, and below it where the module routes itself", async () => {
    renderRoutes('/doorloopjes/breuken-vergelijken');
    expect(await heading()).toHaveTextContent('doorloopjes/routes {}');
  });

  it('mounts mf-content once per section, with the section as prop', async () => {
    renderRoutes('/nieuws-item/nieuwe-release');
    expect(await heading()).toHaveTextContent('content/routes {"section":"nieuws-item"}');
  });

  it('mounts a one-page module on its path only', async () => {
    renderRoutes('/cluster-builder-test');
    expect(await heading()).toHaveTextContent('cluster/ClusterBuilder {}');
  });

  it('leaves the paths below a one-page module to the not-found page', async () => {
    renderRoutes('/cluster-builder-test/oud');
    expect(await heading()).toHaveTextContent('Niet gevonden');
  });

  it('has no routes for a remote that is switched off, so its paths are not found', async () => {
    renderRoutes('/webinars', REMOTE_ROUTES, { doorloopjes: allOn.doorloopjes });
    expect(await heading()).toHaveTextContent('Niet gevonden');
  });

  it('mounts a page a remote adds to the contract, without a change in the shell', async () => {
    renderRoutes(`${ARCHIVE_PAGE.path}/2026`, withArchivePage(REMOTE_ROUTES));
    expect(await heading()).toHaveTextContent('cluster/ClusterBuilder {}');
  });
});
