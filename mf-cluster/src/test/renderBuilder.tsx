import { setToken, useSessionStore, type User } from '@doorloopjes/shared';
import { contentUrl, renderWithQueryClient } from '@doorloopjes/shared/testing';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import ClusterBuilder from '../builder/components/ClusterBuilder';
import { testDoorloopjes, testHows, testWhies } from './fixtures';

export const TEST_USER: User = { id: 42, email: 'docent@school.nl', username: 'docent@school.nl', fullName: 'Test Docent' };

/** MSW handlers for the why and how lists the builder fetches. */
export const explainerHandlers = [
  http.get(contentUrl('/api/whies'), () => HttpResponse.json({ data: testWhies })),
  http.get(contentUrl('/api/hows'), () => HttpResponse.json({ data: testHows })),
];

/** Puts a logged-in session in the shared store, as the shell would have loaded it. */
export function signIn(user: Partial<User> = {}): User {
  const full = { ...TEST_USER, ...user };
  setToken('test-jwt');
  useSessionStore.setState({ user: full, doorloopjes: testDoorloopjes, initialised: true, loading: false });
  return full;
}

export function signOut(): void {
  useSessionStore.setState({ user: null, doorloopjes: testDoorloopjes, initialised: true, loading: false });
}

export function renderBuilder() {
  const user = userEvent.setup();
  const view = renderWithQueryClient(
    <MemoryRouter initialEntries={['/cluster-builder-test']}>
      <ClusterBuilder />
    </MemoryRouter>,
  );
  return { user, ...view };
}
