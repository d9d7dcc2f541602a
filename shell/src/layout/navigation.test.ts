import { REMOTE_ROUTES, messages } from '@doorloopjes/shared';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_PAGE, withArchivePage } from '../test/routeContracts';
import { NAV_ITEMS, navItemsFrom } from './navigation';

const l = messages.layout;
const row = ({ to, label, remote, narrow, tourId }: (typeof NAV_ITEMS)[number]) => ({ to, label, remote, narrow, tourId });

describe('navigation from the route contract', () => {
  it("lists the shell's Home, then the remotes' links in their contract order, each with its narrow-screen place", () => {
    expect(NAV_ITEMS.map(row)).toEqual([
      { to: '/dashboard', label: l.navHome, remote: undefined, narrow: 'bar', tourId: 'nav-dashboard' },
      { to: '/doorloopjes', label: l.navDoorloopjes, remote: 'doorloopjes', narrow: 'bar', tourId: 'nav-doorloopjes' },
      { to: '/cluster-builder-test', label: l.navClusters, remote: 'cluster', narrow: 'hidden', tourId: 'nav-clusters' },
      { to: '/nieuws', label: l.navNews, remote: 'content', narrow: 'bar', tourId: 'nav-nieuws' },
      { to: '/achtergronden', label: l.navKennisbank, remote: 'content', narrow: 'more-sheet', tourId: 'nav-kennisbank' },
      { to: '/webinars', label: l.navWebinars, remote: 'content', narrow: 'more-sheet', tourId: 'nav-webinars' },
    ]);
  });

  it('places the link of a page a remote adds to the contract by its order', () => {
    const items = navItemsFrom(withArchivePage(REMOTE_ROUTES));
    expect(items.map((item) => item.label)).toEqual([l.navHome, l.navDoorloopjes, l.navClusters, ARCHIVE_PAGE.label, l.navNews, l.navKennisbank, l.navWebinars]);
    expect(items[3]).toMatchObject({ to: ARCHIVE_PAGE.path, remote: 'cluster', narrow: 'more-sheet', tourId: ARCHIVE_PAGE.tourId });
  });
});
