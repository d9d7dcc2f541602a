import { setToken, useSessionStore } from '@doorloopjes/runtime';
import { type Doorloopje, type User } from '@doorloopjes/shared';
import recordedGuides from '@doorloopjes/runtime/testing/content/sharedRequests.doorloopjeListRequest.json';
import recordedHows from '@doorloopjes/runtime/testing/content/sharedRequests.explainersRequest.how.json';
import recordedWhies from '@doorloopjes/runtime/testing/content/sharedRequests.explainersRequest.why.json';
import { contentUrl, renderWithQueryClient } from '@doorloopjes/runtime/testing';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import ClusterBuilder from '../builder/components/ClusterBuilder';

/** The session's guide list as the seeded service answers it (a JSON import widens literal unions to string). */
const seededGuides = recordedGuides.data as unknown as Doorloopje[];

function seeded<T extends { slug: string }>(items: readonly T[], slug: string): T {
  const item = items.find((entry) => entry.slug === slug);
  if (!item) throw new Error(`The recorded answers no longer hold ${slug}; pick another seeded item.`);
  return item;
}

/** The seeded items the builder tests place, and a word that finds each of them alone. */
export const SEEDED = {
  guide: seeded(seededGuides, 'het-lesdoel-zichtbaar-maken'),
  otherGuide: seeded(seededGuides, 'hardop-denkend-voordoen'),
  why: seeded(recordedWhies.data, 'waarom-herhalen'),
  how: seeded(recordedHows.data, 'hoe-maak-je-een-exit-ticket'),
  search: { guide: 'lesdoel', otherGuide: 'hardop', why: 'herhalen', how: 'exit ticket' },
};

/** Every seeded item with its type label, to work out what a search should find. */
export const SEEDED_ITEMS = [
  ...seededGuides.map((item) => ({ title: item.title, label: 'Doorloopje' as const })),
  ...recordedWhies.data.map((item) => ({ title: item.title, label: 'Waarom' as const })),
  ...recordedHows.data.map((item) => ({ title: item.title, label: 'Hoe' as const })),
];

export const TEST_USER: User = { id: 42, email: 'docent@school.nl', username: 'docent@school.nl', fullName: 'Test Docent' };

/** MSW handlers for the why and how lists the builder fetches, answering as the seeded service did. */
export const explainerHandlers = [
  http.get(contentUrl('/api/whies'), () => HttpResponse.json(recordedWhies)),
  http.get(contentUrl('/api/hows'), () => HttpResponse.json(recordedHows)),
];

/** Puts a logged-in session in the shared store, as the shell would have loaded it. */
export function signIn(user: Partial<User> = {}): User {
  const full = { ...TEST_USER, ...user };
  setToken('test-jwt');
  useSessionStore.setState({ user: full, doorloopjes: seededGuides, initialised: true, loading: false });
  return full;
}

export function signOut(): void {
  useSessionStore.setState({ user: null, doorloopjes: seededGuides, initialised: true, loading: false });
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
