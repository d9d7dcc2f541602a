import { showUser, useSessionStore } from '@doorloopjes/runtime';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetStores } from '../../test/resetStores';
import { RequireAuth } from './RequireAuth';

function mountGuarded() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Landingspagina</p> },
      { path: '/vorige', element: <p>Vorige pagina</p> },
      { path: '/dashboard', element: <RequireAuth><p>Dashboard</p></RequireAuth> },
    ],
    { initialEntries: ['/vorige', '/dashboard'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(resetStores);

describe('RequireAuth', () => {
  it('without a token replaces the entry with /', () => {
    const router = mountGuarded();
    expect(screen.getByText('Landingspagina')).toBeInTheDocument();
    // Replaced, not pushed: Back goes to the page before the guarded one.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('with a token renders the page, and leaves for / when the session drops the token', async () => {
    localStorage.setItem('jwt', 'geldig');
    showUser({ id: 1, email: 'a@b.nl', username: 'a@b.nl' });
    mountGuarded();
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
    act(() => useSessionStore.getState().logout());
    // The session's queries tell their readers in TanStack's next batch (one tick): a dropped token
    // comes from a load's answer or another tab, never from a click here (useLogout navigates itself).
    expect(await screen.findByText('Landingspagina')).toBeInTheDocument();
  });
});
