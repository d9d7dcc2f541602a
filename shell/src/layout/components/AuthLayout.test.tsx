import { globalSettingsQuery, onAppEvent, queryClient, setToken, showUser, useSessionStore } from '@doorloopjes/runtime';
import { messages, type User } from '@doorloopjes/shared';
// Aliased: it sets up MSW for the file, it is not a React hook.
import { contentUrl, emulateViewportWidth, renderWithQueryClient, setupMswServer } from '@doorloopjes/runtime/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RegistryContext } from '../../remotes/hooks/RegistryContext';
import { RemoteLoaderContext } from '../../remotes/hooks/RemoteLoaderContext';
import type { RemoteLoader } from '../../remotes/loader';
import { markMainContentShown, resetMainContentForTests } from '../../remotes/mainContent';
import type { RemoteRegistry } from '../../remotes/registry';
import { ALL_REMOTES_ON as allOn } from '../../test/registries';
import { AuthLayout } from './AuthLayout';
import recordedContactPage from '@doorloopjes/runtime/testing/content/richPageRequests.contactPageRequest.json';

const l = messages.layout;
const user: User = { id: 3, email: 'demo@doorloopjes.nl', username: 'demo@doorloopjes.nl', fullName: 'Demo Docent', has_completed_tour: true };

/** Every remote module renders its own name, so the test sees what was mounted. */
const load = (async (remote: string, module: string) => ({ default: () => <p>{`${remote}/${module}`}</p> })) as unknown as RemoteLoader;

let pageViews: Array<{ type: string; path: string }> = [];
setupMswServer(
  http.post(contentUrl('/api/analytics-events'), async ({ request }) => {
    const body = (await request.json()) as { data: { type: string; path: string } };
    pageViews.push(body.data);
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(contentUrl('/api/contact-pagina'), () => HttpResponse.json(recordedContactPage)),
);

function setNarrow(narrow: boolean) {
  emulateViewportWidth(narrow ? 390 : 1440);
}

function renderLayout(path = '/dashboard', registry: RemoteRegistry = allOn) {
  return renderWithQueryClient(
    <RegistryContext.Provider value={registry}>
      <RemoteLoaderContext.Provider value={{ load, reset: () => undefined }}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={<AuthLayout />}>
              <Route path="/dashboard" element={<h1>Dashboardpagina</h1>} />
              <Route path="/profile" element={<h1>Profielpagina</h1>} />
              <Route path="/webinars" element={<h1>Webinarspagina</h1>} />
            </Route>
            <Route path="/" element={<h1>Landing</h1>} />
          </Routes>
        </MemoryRouter>
      </RemoteLoaderContext.Provider>
    </RegistryContext.Provider>,
  );
}

const mainMenu = () => screen.getByRole('navigation', { name: l.mainMenu });

describe('AuthLayout', () => {
  beforeEach(() => {
    pageViews = [];
    setToken('test-token');
    setNarrow(false);
    showUser(user);
    useSessionStore.setState({ loading: false });
    queryClient.setQueryData(globalSettingsQuery.queryKey, null);
    resetMainContentForTests();
  });
  afterEach(() => {
    showUser(null);
    useSessionStore.setState({ connectionLost: false, showingSavedCopy: false });
  });

  it('without an answer from the server says so instead of an endless loading text', () => {
    showUser(null);
    useSessionStore.setState({ loading: false, connectionLost: true });
    renderLayout();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.common.connectionLost);
    expect(screen.queryByText(l.layoutLoading)).not.toBeInTheDocument();
  });

  it.each([
    { when: "shows the device's copy of the last session", showingSavedCopy: true, says: messages.common.savedCopyNotice, not: messages.common.savedPagesNotice },
    { when: 'has the pages opened before when the connection drops during a session', showingSavedCopy: false, says: messages.common.savedPagesNotice, not: messages.common.savedCopyNotice },
  ])('$when, with the notice that it may be out of date', ({ showingSavedCopy, says, not }) => {
    useSessionStore.setState({ connectionLost: true, showingSavedCopy });
    renderLayout();
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent(messages.common.connectionLost);
    expect(notice).toHaveTextContent(says);
    expect(notice).not.toHaveTextContent(not);
    expect(mainMenu()).toBeInTheDocument();
  });

  it('shows no notice while the connection is fine', () => {
    renderLayout();
    expect(screen.queryByText(messages.common.connectionLost)).not.toBeInTheDocument();
  });

  it('says Layout laden... while loading or without a user', () => {
    showUser(null);
    useSessionStore.setState({ loading: false });
    renderLayout();
    expect(screen.getByRole('status')).toHaveTextContent(l.layoutLoading);
    // The skeleton already holds the navigation; the user's menu and the page come with the user.
    expect(within(mainMenu()).getAllByRole('link').map((link) => link.textContent)).toEqual([l.navHome, l.navDoorloopjes, l.navClusters, l.navNews, l.navKennisbank, l.navWebinars]);
    expect(within(mainMenu()).getByRole('button', { name: l.navContact })).toBeDisabled();
    expect(within(mainMenu()).getByRole('link', { name: l.navNews })).toHaveAttribute('aria-disabled', 'true');
    expect(within(mainMenu()).queryByRole('button', { name: l.profileMenu })).not.toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('lists the sidebar links in the order of docs/product.md, then Contact and the profile menu', () => {
    renderLayout();
    const links = within(mainMenu()).getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual([l.navHome, l.navDoorloopjes, l.navClusters, l.navNews, l.navKennisbank, l.navWebinars]);
    expect(within(mainMenu()).getByRole('button', { name: l.navContact })).toBeInTheDocument();
    expect(within(mainMenu()).getByRole('button', { name: l.profileMenu })).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves out the links of a switched-off remote', () => {
    renderLayout('/dashboard', { doorloopjes: allOn.doorloopjes, assistant: allOn.assistant });
    const links = within(mainMenu()).getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual([l.navHome, l.navDoorloopjes]);
  });

  it('opens the contact page with its social links from the Contact button', async () => {
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: l.navContact }));
    const dialog = await screen.findByRole('dialog', { name: recordedContactPage.data.title });
    expect(within(dialog).getByText(/Heb je een vraag over Doorloopjes/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', 'https://www.linkedin.com/company/doorloopjes');
  });

  it('opens the profile menu with profile settings and log out, and logs out', async () => {
    renderLayout();
    const menuButton = screen.getByRole('button', { name: l.profileMenu });
    await userEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: l.profileSettings })).toHaveAttribute('href', '/profile');
    await userEvent.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
    await userEvent.click(menuButton);
    await userEvent.click(screen.getByRole('button', { name: l.logout }));
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it("shows the user's name and initials in the top bar, linking to /profile", async () => {
    renderLayout();
    const badge = screen.getByRole('link', { name: 'Demo Docent' });
    expect(badge).toHaveAttribute('href', '/profile');
    expect(within(badge).getByText('DD')).toBeInTheDocument();
    await userEvent.click(badge);
    expect(await screen.findByRole('heading', { name: 'Profielpagina' })).toBeInTheDocument();
  });

  it('hides the assistant launcher on /dashboard and shows it elsewhere', async () => {
    renderLayout('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboardpagina' });
    act(() => markMainContentShown());
    expect(screen.queryByText('assistant/AssistantLauncher')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: l.navWebinars }));
    expect(await screen.findByText('assistant/AssistantLauncher')).toBeInTheDocument();
  });

  it('shows the assistant launcher in the bottom bar on narrow screens, on /dashboard too, once the chat has shown', async () => {
    setNarrow(true);
    renderLayout('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboardpagina' });
    expect(screen.queryByText('assistant/AssistantLauncher')).not.toBeInTheDocument();
    act(() => markMainContentShown());
    // In the bar's row (the main menu), not floating over the page: exactly one launcher.
    const bar = screen.getByRole('navigation', { name: l.mainMenu });
    expect(await within(bar).findByText('assistant/AssistantLauncher')).toBeInTheDocument();
    expect(screen.getAllByText('assistant/AssistantLauncher')).toHaveLength(1);
  });

  it("loads the launcher on a remote's page once the page's content has shown, on the shell's own pages at once", async () => {
    const { unmount } = renderLayout('/webinars');
    await screen.findByRole('heading', { name: 'Webinarspagina' });
    expect(screen.queryByText('assistant/AssistantLauncher')).not.toBeInTheDocument();
    act(() => markMainContentShown());
    expect(await screen.findByText('assistant/AssistantLauncher')).toBeInTheDocument();
    unmount();

    resetMainContentForTests();
    renderLayout('/profile');
    expect(await screen.findByText('assistant/AssistantLauncher')).toBeInTheDocument();
  });

  it("puts Kennisbank, Webinars, Contact and AI in the 'Meer' sheet on narrow screens", async () => {
    setNarrow(true);
    const opened = vi.fn();
    const stop = onAppEvent('open-ai-assistant', opened);
    renderLayout('/dashboard');
    const more = screen.getByRole('button', { name: l.navMore });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    const sheet = await screen.findByRole('dialog', { name: l.navMore });
    expect(within(sheet).getAllByRole('link').map((link) => link.textContent)).toEqual([l.navKennisbank, l.navWebinars]);
    expect(within(sheet).getByRole('button', { name: l.navContact })).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: l.navAi }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: l.navMore })).not.toBeInTheDocument();
    stop();
  });

  it('opens the contact page from the sheet, closing the sheet', async () => {
    setNarrow(true);
    renderLayout('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: l.navMore }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: l.navMore })).getByRole('button', { name: l.navContact }));
    expect(await screen.findByRole('dialog', { name: recordedContactPage.data.title })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: l.navMore })).not.toBeInTheDocument();
  });

  it('sends one page view per route change', async () => {
    renderLayout('/dashboard');
    await waitFor(() => expect(pageViews).toHaveLength(1));
    await userEvent.click(screen.getByRole('link', { name: l.navWebinars }));
    await waitFor(() => expect(pageViews).toHaveLength(2));
    await userEvent.click(screen.getByRole('link', { name: l.navWebinars }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pageViews.map((event) => [event.type, event.path])).toEqual([
      ['page_view', '/dashboard'],
      ['page_view', '/webinars'],
    ]);
  });
});
