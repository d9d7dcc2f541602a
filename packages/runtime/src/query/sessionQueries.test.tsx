import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import recordedGuides from '../test/content/sharedRequests.doorloopjeListRequest.json';
import recordedSettings from '../test/content/sharedRequests.globalSettingsRequest.json';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearPersonalData } from '../offline/clearPersonalData';
import { guideListQuery, currentGuideList, useGuideList } from '../api/guides';
import { globalSettingsQuery, useGlobalSettings } from '../api/globalSettings';
import { contentUrl, setupMswServer } from '../test/msw';
import { createTestQueryClient, TestQueryProvider } from '../test/queryClient';
import type { Doorloopje, GlobalSettings, User } from '@doorloopjes/content-types';
import { queryClient } from './queryClient';
import { currentUser, showUser, useSessionUser } from '../api/users';

const requests: string[] = [];
setupMswServer(
  http.get(contentUrl('/api/global-setting'), () => {
    requests.push('settings');
    return HttpResponse.json(recordedSettings);
  }),
  http.get(contentUrl('/api/doorloopjes'), () => {
    requests.push('list');
    return HttpResponse.json(recordedGuides);
  }),
);

const guides = [
  { id: 1, documentId: 'a', slug: 'breuken', title: 'Breuken' },
  { id: 2, documentId: 'b', slug: 'klokkijken', title: 'Klokkijken' },
] as Doorloopje[];

function Session() {
  const settings = useGlobalSettings();
  const list = useGuideList();
  return (
    <>
      <p>{settings?.siteTitle ?? 'geen instellingen'}</p>
      <ul aria-label="Doorloopjes">
        {list.map((guide) => (
          <li key={guide.id}>{guide.title}</li>
        ))}
      </ul>
    </>
  );
}

afterEach(() => {
  queryClient.clear();
  requests.length = 0;
});

describe('session queries', () => {
  it('show what the session load wrote into the page client at once, also under another provider, and fetch nothing themselves', async () => {
    // A test's own provider, as a remote's harness or a component test has: the hooks still read the page's client.
    render(
      <TestQueryProvider client={createTestQueryClient()}>
        <Session />
      </TestQueryProvider>,
    );
    expect(screen.getByText('geen instellingen')).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toEqual([]);

    act(() => {
      queryClient.setQueryData(globalSettingsQuery.queryKey, { id: 1, siteTitle: 'Doorloopjes' } as GlobalSettings);
      queryClient.setQueryData(guideListQuery.queryKey, guides);
    });
    // useQuery's notifications are batched to the next tick (TanStack's notifyManager).
    expect(await screen.findByText('Doorloopjes')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Breuken', 'Klokkijken']);
    expect(currentGuideList()).toBe(guides);

    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('online'));
    await act(() => new Promise<void>((resolve) => queueMicrotask(resolve)));
    expect(requests).toEqual([]);
  });

  it('an emptied cache (a logout) shows no list, and the next login\'s list shows again', async () => {
    queryClient.setQueryData(guideListQuery.queryKey, guides);
    render(<Session />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await act(() => clearPersonalData());
    await vi.waitFor(() => expect(screen.queryAllByRole('listitem')).toEqual([]));
    expect(screen.getByText('geen instellingen')).toBeInTheDocument();
    act(() => queryClient.setQueryData(guideListQuery.queryKey, guides.slice(1)));
    await vi.waitFor(() => expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Klokkijken']));
  });

  it('the user: shown at once wherever it is read, and gone with a logout', async () => {
    function Greeting() {
      const user = useSessionUser();
      return <p>{user ? `Hallo ${user.fullName}` : 'Niemand ingelogd'}</p>;
    }
    render(<Greeting />);
    expect(screen.getByText('Niemand ingelogd')).toBeInTheDocument();
    act(() => showUser({ id: 7, email: 'demo@doorloopjes.nl', username: 'demo@doorloopjes.nl', fullName: 'Demo Docent' } as User));
    expect(await screen.findByText('Hallo Demo Docent')).toBeInTheDocument();
    expect(currentUser()?.id).toBe(7);
    await act(() => clearPersonalData());
    expect(await screen.findByText('Niemand ingelogd')).toBeInTheDocument();
    expect(currentUser()).toBeNull();
  });
});
