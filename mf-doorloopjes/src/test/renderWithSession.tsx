import { setToken, useSessionStore } from '@doorloopjes/runtime';
import { type Doorloopje, type User } from '@doorloopjes/shared';
import { renderWithQueryClient } from '@doorloopjes/runtime/testing';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

const initial = useSessionStore.getState();

export interface SessionSetup {
  list: Doorloopje[];
  user?: User | null;
  loading?: boolean;
  path?: string;
}

/**
 * Renders a component the way the shell does: a router, a query client and a session store that
 * has loaded the list and the user. `element` is mounted at /doorloopjes/* like the shell mounts the remote.
 */
export function renderWithSession(element: ReactElement, { list, user = null, loading = false, path = '/doorloopjes' }: SessionSetup) {
  setToken('test-token');
  useSessionStore.setState({ ...initial, doorloopjes: list, user, loading, initialised: !loading }, true);
  return renderWithQueryClient(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/doorloopjes/*" element={element} />
        <Route path="*" element={element} />
      </Routes>
    </MemoryRouter>,
  );
}

