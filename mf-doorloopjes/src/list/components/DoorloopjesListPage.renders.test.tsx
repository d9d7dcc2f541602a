import { showUser } from '@doorloopjes/runtime';
import { messages } from '@doorloopjes/shared';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { guide, sampleList, userWith } from '../../test/fixtures';
import { renderWithSession } from '../../test/renderWithSession';
import { DoorloopjesListPage } from './DoorloopjesListPage';

/** Counts card renders: the real card view, behind the same memo the real module uses. */
const cardRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./DoorloopjeCard', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./DoorloopjeCard')>();
  const { memo, createElement } = await import('react');
  const Counted = (props: Parameters<typeof actual.DoorloopjeCardView>[0]) => {
    cardRenders.count += 1;
    return createElement(actual.DoorloopjeCardView, props);
  };
  return { ...actual, DoorloopjeCard: memo(Counted) };
});

const t = messages.doorloopjes;
const many = Array.from({ length: 60 }, (_, index) => guide(index + 1, { title: `Gids ${index + 1}`, book: (index % 3) + 1 }));

beforeEach(() => {
  cardRenders.count = 0;
});

describe('list re-renders (250 guides must stay smooth)', () => {
  it('a filter change renders only the cards that appear, not those that stay', async () => {
    renderWithSession(<DoorloopjesListPage />, { list: many, user: userWith() });
    expect(cardRenders.count).toBe(60);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: t.filterByBook }), t.book(2));
    // Cards of book 2 stay mounted with the same props: none re-rendered.
    expect(cardRenders.count).toBe(60);
    cardRenders.count = 0;
    await userEvent.selectOptions(screen.getByRole('combobox', { name: t.filterByBook }), t.filterByBook);
    // Back to all: only the 40 cards that come back are rendered.
    expect(cardRenders.count).toBe(40);
  });

  it('typing in the search does not re-render cards that still match', async () => {
    renderWithSession(<DoorloopjesListPage />, { list: many, user: userWith() });
    cardRenders.count = 0;
    // 'Gids' matches all 60: no card should render again for these keystrokes.
    await userEvent.type(screen.getByRole('searchbox', { name: t.searchLabel }), 'Gids');
    expect(cardRenders.count).toBe(0);
    await userEvent.type(screen.getByRole('searchbox', { name: t.searchLabel }), ' 5');
    // 'Gids 5' matches Gids 5 and Gids 50-59; the 49 others unmount, the 11 that stay do not render.
    await vi.waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(11));
    expect(cardRenders.count).toBe(0);
  });

  it('a status change re-renders only the card it concerns', async () => {
    renderWithSession(<DoorloopjesListPage />, { list: sampleList, user: userWith() });
    cardRenders.count = 0;
    act(() => {
      showUser(userWith({ inprogress: [3] }));
    });
    // The user's query tells its readers in TanStack's next batch (one tick), all in one render.
    await vi.waitFor(() => expect(cardRenders.count).toBe(1));
  });
});
