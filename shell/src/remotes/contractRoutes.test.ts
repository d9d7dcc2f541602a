import { REMOTE_ROUTES } from '@doorloopjes/shared';
import { describe, expect, it } from 'vitest';
import { contractRoutes, routePattern } from './contractRoutes';
import type { RemoteRegistry } from './registry';
import { withArchivePage } from '../test/routeContracts';

const entry = (name: 'doorloopjes' | 'cluster') => ({ name, manifest: `http://localhost/${name}/mf-manifest.json` });

describe('contractRoutes', () => {
  it('lists every page the contract declares, with the remote that serves it', () => {
    const pages = contractRoutes(REMOTE_ROUTES).map(({ remote, route }) => [remote, routePattern(route), route.module]);
    expect(pages).toEqual([
      ['doorloopjes', '/doorloopjes/*', 'routes'],
      ['content', '/nieuws/*', 'routes'],
      ['content', '/achtergronden/*', 'routes'],
      ['content', '/webinars/*', 'routes'],
      ['content', '/nieuws-item/*', 'routes'],
      ['content', '/artikel/*', 'routes'],
      ['content', '/why/*', 'routes'],
      ['content', '/how/*', 'routes'],
      ['cluster', '/cluster-builder-test', 'ClusterBuilder'],
    ]);
  });

  it('leaves out the pages of the remotes a registry does not switch on', () => {
    const registry: RemoteRegistry = { doorloopjes: entry('doorloopjes'), cluster: entry('cluster') };
    expect(contractRoutes(REMOTE_ROUTES, registry).map(({ route }) => route.path)).toEqual(['/doorloopjes', '/cluster-builder-test']);
    expect(contractRoutes(REMOTE_ROUTES, {})).toEqual([]);
  });

  it('includes a page a remote adds to the contract', () => {
    const added = contractRoutes(withArchivePage(REMOTE_ROUTES)).find(({ name }) => name === 'archive');
    expect(added).toMatchObject({ remote: 'cluster', route: { path: '/cluster-archief', module: 'ClusterBuilder' } });
    expect(added && routePattern(added.route)).toBe('/cluster-archief/*');
  });
});
