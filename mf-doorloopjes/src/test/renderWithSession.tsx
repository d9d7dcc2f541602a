import { guideListQuery, queryClient, setToken, useSessionStore, type Doorloopje, type User } from '@doorloopjes/shared';
import { renderWithQueryClient } from '@doorloopjes/shared/testing';
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
 * Renders a component the way the shell does: a router, a query client and a session that has
 * loaded the list (a query of the page's client) and the user. `element` is mounted at /doorloopjes/* like the shell mounts the remote.
 */
export function renderWithSession(element: ReactElement, { list, user = null, loading = false, path = '/doorloopjes' }: SessionSetup) {
  setToken('test-token');
  useSessionStore.setState({ ...initial, user, loading, initialised: !loading }, true);
  queryClient.setQueryData(guideListQuery.queryKey, list);
  return renderWithQueryClient(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/doorloopjes/*" element={element} />
        <Route path="*" element={element} />
      </Routes>
    </MemoryRouter>,
  );
}

