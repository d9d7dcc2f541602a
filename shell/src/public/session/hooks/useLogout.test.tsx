import { useSessionStore } from '@doorloopjes/runtime';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/renderWithRouter';
import { resetStores } from '../../../test/resetStores';
import { rememberPath } from '../rememberedPath';
import { useLogout } from './useLogout';

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={logout}>
      Uitloggen
    </button>
  );
}

beforeEach(resetStores);

describe('useLogout', () => {
  it('drops the token, the user and a remembered path, and goes to /', async () => {
    localStorage.setItem('jwt', 'geldig');
    rememberPath('/artikel/x');
    useSessionStore.setState({ user: { id: 1, email: 'a@b.nl', username: 'a@b.nl' } });
    renderAt(<LogoutButton />, { path: '/profile' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Uitloggen' }));
    expect(screen.getByText('Pad: /')).toBeInTheDocument();
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(useSessionStore.getState().user).toBeNull();
  });
});
