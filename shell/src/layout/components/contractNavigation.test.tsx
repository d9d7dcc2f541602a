import { messages } from '@doorloopjes/shared';
import { renderWithQueryClient } from '@doorloopjes/runtime/testing';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RegistryContext } from '../../remotes/hooks/RegistryContext';
import type { RemoteRegistry } from '../../remotes/registry';
import { remotesForPath } from '../../remotes/routeRemotes';
import { ALL_REMOTES_ON as allOn } from '../../test/registries';
import { ARCHIVE_PAGE } from '../../test/routeContracts';
import { MoreSheet } from './MoreSheet';
import { Sidebar } from './Sidebar';

// The platform contract as a remote's release would change it: one page more for mf-cluster.
// Nothing of the shell is replaced; its navigation and preloading must pick the page up.
vi.mock('@doorloopjes/shared', async (importOriginal) => {
  const shared = await importOriginal<typeof import('@doorloopjes/shared')>();
  const { withArchivePage } = await import('../../test/routeContracts');
  return { ...shared, REMOTE_ROUTES: withArchivePage(shared.REMOTE_ROUTES) };
});

const l = messages.layout;

function renderWithRegistry(element: ReactElement, registry: RemoteRegistry = allOn) {
  return renderWithQueryClient(
    <RegistryContext.Provider value={registry}>
      <MemoryRouter initialEntries={['/dashboard']}>{element}</MemoryRouter>
    </RegistryContext.Provider>,
  );
}

describe('a page a remote adds to the route contract', () => {
  it('gets its link in the sidebar at its place in the order', () => {
    renderWithRegistry(<Sidebar links={{ moreSheetOpen: false, onOpenContact: () => undefined, onOpenMoreSheet: () => undefined }} />);
    const menu = screen.getByRole('navigation', { name: l.mainMenu });
    const links = within(menu).getAllByRole('link').map((link) => link.textContent);
    expect(links.slice(0, 6)).toEqual([l.navHome, l.navDoorloopjes, l.navClusters, ARCHIVE_PAGE.label, l.navNews, l.navKennisbank]);
    expect(within(menu).getByRole('link', { name: ARCHIVE_PAGE.label })).toHaveAttribute('href', ARCHIVE_PAGE.path);
  });

  it("moves into the 'Meer' sheet on narrow screens when the contract says so", () => {
    renderWithRegistry(<MoreSheet onClose={() => undefined} onOpenContact={() => undefined} />);
    const sheet = screen.getByRole('dialog', { name: l.navMore });
    expect(within(sheet).getAllByRole('link').map((link) => link.textContent)).toEqual([ARCHIVE_PAGE.label, l.navKennisbank, l.navWebinars]);
  });

  it('has no link while its remote is switched off', () => {
    renderWithRegistry(<Sidebar links={{ moreSheetOpen: false, onOpenContact: () => undefined, onOpenMoreSheet: () => undefined }} />, { doorloopjes: allOn.doorloopjes });
    expect(screen.queryByRole('link', { name: ARCHIVE_PAGE.label })).not.toBeInTheDocument();
  });

  it("is preloaded with its remote's module when opened directly", () => {
    expect(remotesForPath(ARCHIVE_PAGE.path)[0]).toEqual({ remote: 'cluster', exposes: ['ClusterBuilder'] });
  });
});
