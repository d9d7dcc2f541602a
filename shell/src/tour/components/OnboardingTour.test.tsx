import { setToken, useSessionStore } from '@doorloopjes/runtime';
import { messages, type User } from '@doorloopjes/shared';
// Aliased: it sets up MSW for the file, it is not a React hook.
import { contentUrl, renderWithQueryClient, setupMswServer } from '@doorloopjes/runtime/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthLayout } from '../../layout/components/AuthLayout';
import { RegistryContext } from '../../remotes/hooks/RegistryContext';
import type { RemoteRegistry } from '../../remotes/registry';
import { TOUR_DISMISSED_KEY } from '../tourSteps';

const l = messages.layout;
const newUser: User = { id: 11, email: 'nieuw@doorloopjes.nl', username: 'nieuw@doorloopjes.nl', fullName: 'Nieuwe Docent', has_completed_tour: false };
const registry: RemoteRegistry = {
  doorloopjes: { name: 'doorloopjes', manifest: 'http://localhost:3001/mf-manifest.json' },
  content: { name: 'content', manifest: 'http://localhost:3002/mf-manifest.json' },
  cluster: { name: 'cluster', manifest: 'http://localhost:3004/mf-manifest.json' },
};

let tourUpdates: unknown[] = [];
setupMswServer(
  http.put(contentUrl('/api/users/11'), async ({ request }) => {
    tourUpdates.push(await request.json());
    return HttpResponse.json({ ...newUser, has_completed_tour: true });
  }),
  http.post(contentUrl('/api/analytics-events'), () => new HttpResponse(null, { status: 204 })),
);

function CurrentPath() {
  return <output aria-label="pad">{useLocation().pathname}</output>;
}

function renderLayout(path = '/profile', remotes: RemoteRegistry = registry) {
  renderWithQueryClient(
    <RegistryContext.Provider value={remotes}>
      <MemoryRouter initialEntries={[path]}>
        <CurrentPath />
        <Routes>
          <Route element={<AuthLayout />}>
            <Route path="*" element={<h1>Pagina</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </RegistryContext.Provider>,
  );
}

const primary = (step: number) => screen.findByRole('button', { name: l.tourNext(step, 9) });
const path = () => screen.getByRole('status', { name: 'pad' });

describe('onboarding tour in the layout', () => {
  // jsdom lays nothing out; the tour only treats elements with client rects as visible targets.
  const original = Element.prototype.getClientRects;
  beforeAll(() => {
    Element.prototype.getClientRects = function () {
      return [this.getBoundingClientRect()] as unknown as DOMRectList;
    };
  });
  afterAll(() => {
    Element.prototype.getClientRects = original;
  });
  beforeEach(() => {
    tourUpdates = [];
    setToken('test-token');
    useSessionStore.setState({ user: newUser, loading: false });
  });

  it('starts by itself with the centred welcome step, offering Overslaan, and goes to the dashboard', async () => {
    renderLayout();
    expect(await screen.findByText(l.tourWelcomeTitle)).toBeInTheDocument();
    expect(await primary(1)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: l.tourSkip })).toBeInTheDocument();
    await waitFor(() => expect(path()).toHaveTextContent('/dashboard'));
  });

  it('walks the routes of the steps with Volgende and Terug', async () => {
    renderLayout();
    await userEvent.click(await primary(1));
    await userEvent.click(await primary(2));
    expect(await screen.findByText(l.tourDoorloopjes)).toBeInTheDocument();
    await waitFor(() => expect(path()).toHaveTextContent('/doorloopjes'));
    expect(screen.getByRole('button', { name: l.tourSkip })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: l.tourBack }));
    expect(await screen.findByText(l.tourDashboard)).toBeInTheDocument();
    await waitFor(() => expect(path()).toHaveTextContent('/dashboard'));
  });

  it('marks the tour completed when skipped', async () => {
    renderLayout();
    await userEvent.click(await primary(1));
    await primary(2);
    await userEvent.click(screen.getByRole('button', { name: l.tourSkip }));
    await waitFor(() => expect(tourUpdates).toEqual([{ has_completed_tour: true }]));
    expect(screen.queryByText(l.tourDashboard)).not.toBeInTheDocument();
    expect(sessionStorage.getItem(TOUR_DISMISSED_KEY)).toBeNull();
  });

  it('skips from the welcome step with Overslaan', async () => {
    renderLayout();
    await primary(1);
    await userEvent.click(screen.getByRole('button', { name: l.tourSkip }));
    await waitFor(() => expect(tourUpdates).toEqual([{ has_completed_tour: true }]));
    expect(screen.queryByText(l.tourWelcomeTitle)).not.toBeInTheDocument();
  });

  it('Escape ends the tour like Overslaan, on the first step as on later ones', async () => {
    renderLayout();
    await primary(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText(l.tourWelcomeTitle)).not.toBeInTheDocument());
    await waitFor(() => expect(tourUpdates).toEqual([{ has_completed_tour: true }]));
    expect(sessionStorage.getItem(TOUR_DISMISSED_KEY)).toBeNull();
  });

  it('gives focus back to Uitleg/Help when the tour it started ends', async () => {
    useSessionStore.setState({ user: { ...newUser, has_completed_tour: true } });
    renderLayout();
    const help = screen.getByRole('button', { name: l.help });
    await userEvent.click(help);
    await userEvent.click(await primary(1));
    await primary(2);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText(l.tourDashboard)).not.toBeInTheDocument());
    await waitFor(() => expect(help).toHaveFocus());
  });

  it('does not start for a user who completed it or dismissed it in this session, and Uitleg/Help restarts it', async () => {
    sessionStorage.setItem(TOUR_DISMISSED_KEY, '1');
    renderLayout();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(l.tourWelcomeTitle)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: l.help }));
    expect(await screen.findByText(l.tourWelcomeTitle)).toBeInTheDocument();
  });

  it('skips a step whose target is missing (Clusters when the remote is off)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useSessionStore.setState({ user: { ...newUser, has_completed_tour: true } });
    renderLayout('/dashboard', { doorloopjes: registry.doorloopjes, content: registry.content });
    await userEvent.click(screen.getByRole('button', { name: l.help }));
    await userEvent.click(await primary(1));
    await userEvent.click(await primary(2));
    await userEvent.click(await primary(3));
    expect(await screen.findByText(l.tourNews, {}, { timeout: 4000 })).toBeInTheDocument();
    await waitFor(() => expect(path()).toHaveTextContent('/nieuws'));
    expect(console.warn).toHaveBeenCalledWith('Target not mounted', expect.any(Function));
    // Going back from Nieuws skips the missing Clusters step the other way.
    await userEvent.click(screen.getByRole('button', { name: l.tourBack }));
    expect(await screen.findByText(l.tourDoorloopjes, {}, { timeout: 4000 })).toBeInTheDocument();
    // Joyride waits for the missing target before it skips it, twice, and each wait may take
    // up to 4 s on a busy machine: the default 5 s for the whole test is too short for that.
  }, 15_000);
});
