import { QueryProvider, useSessionStore } from '@doorloopjes/runtime';
import { type User } from '@doorloopjes/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { resetChatForTests } from '../chat/model/lifecycle';
import { clearRecorded } from './assistantServer';

export const TEST_USER: User = {
  id: 42,
  email: 'docent@school.nl',
  username: 'docent@school.nl',
  fullName: 'Test Docent',
  educationRole: 'leraar',
  educationSector: 'PO',
  ai_session_id: null,
  inprogress_doorloopjes: [{ id: 1, slug: 'breuken-vergelijken', title: 'Breuken vergelijken' }],
  completed_doorloopjes: [{ id: 2, slug: 'klokkijken', title: 'Klokkijken' }],
  favorite_doorloopjes: [],
};

/** Logged in as TEST_USER (with overrides), a fresh chat and nothing recorded. */
export function loginAs(overrides: Partial<User> = {}): User {
  const user = { ...TEST_USER, ...overrides };
  localStorage.setItem('jwt', 'test-jwt');
  useSessionStore.setState({ user, loading: false });
  return user;
}

export function resetAll(): void {
  resetChatForTests();
  clearRecorded();
  useSessionStore.setState({ user: null });
}

function CurrentPath() {
  return <output aria-label="Huidige pagina">{useLocation().pathname}</output>;
}

/**
 * Renders inside a router and the page's query client (the shell provides both), with the current
 * path readable by tests. The chat's model keeps its history in that one client; `resetAll` drops it.
 */
export function renderInApp(ui: ReactElement, path = '/dashboard') {
  return render(
    <QueryProvider>
      <MemoryRouter initialEntries={[path]}>
        <nav>
          <Link to="/doorloopjes">Naar de doorloopjes</Link>
        </nav>
        <main>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
        </main>
        <CurrentPath />
      </MemoryRouter>
    </QueryProvider>,
  );
}
