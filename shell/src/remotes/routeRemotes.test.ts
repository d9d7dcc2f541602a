import { describe, expect, it } from 'vitest';
import { REMOTE_ROUTES } from '@doorloopjes/shared';
import { ARCHIVE_PAGE, withArchivePage } from '../test/routeContracts';
import { remotesForPath } from './routeRemotes';

describe('remotesForPath', () => {
  it("lists the dashboard's main content, the chat, and not the widgets beside it", () => {
    expect(remotesForPath('/dashboard')).toEqual([{ remote: 'assistant', exposes: ['AssistantChat'] }]);
  });

  it("maps a remote's pages to its routes module, without the launcher", () => {
    expect(remotesForPath('/doorloopjes/activeren')).toEqual([{ remote: 'doorloopjes', exposes: ['routes'] }]);
    expect(remotesForPath('/nieuws')[0]).toEqual({ remote: 'content', exposes: ['routes'] });
    expect(remotesForPath('/cluster-builder-test')[0]).toEqual({ remote: 'cluster', exposes: ['ClusterBuilder'] });
  });

  it('preloads a page a remote adds to the contract, on its path and below', () => {
    const contract = withArchivePage(REMOTE_ROUTES);
    const expected = [{ remote: 'cluster', exposes: ['ClusterBuilder'] }];
    expect(remotesForPath(ARCHIVE_PAGE.path, contract)).toEqual(expected);
    expect(remotesForPath(`${ARCHIVE_PAGE.path}/2026`, contract)).toEqual(expected);
    expect(remotesForPath(ARCHIVE_PAGE.path)).toEqual([]);
  });

  it("needs no remote on public pages and the shell's own pages", () => {
    expect(remotesForPath('/profile')).toEqual([]);
    expect(remotesForPath('/')).toEqual([]);
    expect(remotesForPath('/reset-password')).toEqual([]);
  });
});
