import { messages } from '@doorloopjes/shared';
import { setupMswServer } from '@doorloopjes/runtime/testing';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { explainerHandlers, renderBuilder, SEEDED, SEEDED_ITEMS, signIn } from '../../test/renderBuilder';

setupMswServer(...explainerHandlers);

const placedList = () => within(screen.getByRole('region', { name: new RegExp(messages.cluster.placedTitle) }));
const liveRegion = () => screen.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'polite')!;

describe('cluster builder: search, add, scale, remove', () => {
  beforeEach(() => {
    signIn();
  });

  it('finds doorloopjes, why and how items case-insensitively and adds them at the canvas centre', async () => {
    const { user } = renderBuilder();
    const search = await screen.findByLabelText(messages.cluster.searchLabel);
    // 'maak' is in a seeded why's title and a seeded how-to's: one search across types.
    const expected = SEEDED_ITEMS.filter((item) => item.title.toLowerCase().includes('maak'));
    expect(new Set(expected.map((item) => item.label)).size).toBeGreaterThan(1);
    await user.type(search, 'MAAK');
    const results = within(screen.getByRole('list', { name: messages.cluster.searchResults }));
    expect(results.getAllByRole('button')).toHaveLength(expected.length);
    for (const item of expected) expect(results.getByRole('button', { name: messages.cluster.add(item.title, item.label) })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, SEEDED.search.why.toUpperCase());
    await user.click(within(screen.getByRole('list', { name: messages.cluster.searchResults })).getByRole('button', { name: messages.cluster.add(SEEDED.why.title, 'Waarom') }));

    // jsdom has no layout, so the canvas keeps its 960 x 600 fallback: the centre is 480, 300.
    expect(placedList().getByRole('button', { name: messages.cluster.itemSummary(SEEDED.why.title, 'Waarom', 480, 300, '1,0') })).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent(messages.cluster.announceAdded(SEEDED.why.title));
  });

  it('places the same item twice as two separate instances', async () => {
    const { user } = renderBuilder();
    await user.type(await screen.findByLabelText(messages.cluster.searchLabel), SEEDED.search.otherGuide);
    const add = screen.getByRole('button', { name: messages.cluster.add(SEEDED.otherGuide.title, 'Doorloopje') });
    await user.click(add);
    await user.click(add);
    expect(placedList().getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: `${messages.cluster.placedTitle} (2)` })).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    const { user } = renderBuilder();
    await user.type(await screen.findByLabelText(messages.cluster.searchLabel), 'aardrijkskunde');
    expect(screen.getByText(messages.cluster.searchNoResults)).toBeInTheDocument();
  });

  it('scales with the buttons between 0.6 and 1.8 and removes an item', async () => {
    const { user } = renderBuilder();
    await user.type(await screen.findByLabelText(messages.cluster.searchLabel), SEEDED.search.how);
    await user.click(screen.getByRole('button', { name: messages.cluster.add(SEEDED.how.title, 'Hoe') }));
    const title = SEEDED.how.title;
    const bigger = placedList().getByRole('button', { name: messages.cluster.scaleUp(title) });
    for (let i = 0; i < 5; i += 1) if (!(bigger as HTMLButtonElement).disabled) await user.click(bigger);
    expect(bigger).toBeDisabled();
    expect(placedList().getByRole('button', { name: messages.cluster.itemSummary(title, 'Hoe', 480, 300, '1,8') })).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent(messages.cluster.announceScaled(title, '1,8'));

    await user.click(placedList().getByRole('button', { name: messages.cluster.remove(title) }));
    expect(screen.getByText(messages.cluster.placedEmpty)).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent(messages.cluster.announceRemoved(title));
    expect(screen.getByRole('application', { name: messages.cluster.canvasLabel })).toHaveFocus();
  });

  it('moves the selected item with single clicks on its move buttons, announced; only the selected item has them', async () => {
    const { user } = renderBuilder();
    await user.type(await screen.findByLabelText(messages.cluster.searchLabel), SEEDED.search.guide);
    await user.click(screen.getByRole('button', { name: messages.cluster.add(SEEDED.guide.title, 'Doorloopje') }));
    await user.clear(screen.getByLabelText(messages.cluster.searchLabel));
    await user.type(screen.getByLabelText(messages.cluster.searchLabel), SEEDED.search.how);
    await user.click(screen.getByRole('button', { name: messages.cluster.add(SEEDED.how.title, 'Hoe') }));
    const title = SEEDED.guide.title;
    // The how-to, added last, is selected: the guide has no move buttons until it is chosen.
    expect(placedList().queryByRole('group', { name: messages.cluster.moveGroup(title) })).toBeNull();
    expect(placedList().getByRole('group', { name: messages.cluster.moveGroup(SEEDED.how.title) })).toBeInTheDocument();
    await user.click(placedList().getByRole('button', { name: new RegExp(`^${title}, Doorloopje`) }));
    const moves = within(placedList().getByRole('group', { name: messages.cluster.moveGroup(title) }));
    expect(placedList().queryByRole('group', { name: messages.cluster.moveGroup(SEEDED.how.title) })).toBeNull();

    await user.click(moves.getByRole('button', { name: messages.cluster.moveRight(title) }));
    await user.click(moves.getByRole('button', { name: messages.cluster.moveRight(title) }));
    await user.click(moves.getByRole('button', { name: messages.cluster.moveUp(title) }));
    expect(placedList().getByRole('button', { name: messages.cluster.itemSummary(title, 'Doorloopje', 580, 250, '1,0') })).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent(messages.cluster.announceMoved(title, 580, 250));
    await user.click(moves.getByRole('button', { name: messages.cluster.moveLeft(title) }));
    await user.click(moves.getByRole('button', { name: messages.cluster.moveDown(title) }));
    expect(placedList().getByRole('button', { name: messages.cluster.itemSummary(title, 'Doorloopje', 530, 300, '1,0') })).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent(messages.cluster.announceMoved(title, 530, 300));
    // The other item stayed where it was added.
    expect(placedList().getByRole('button', { name: messages.cluster.itemSummary(SEEDED.how.title, 'Hoe', 480, 300, '1,0') })).toBeInTheDocument();
  });

  it('can be used with the keyboard alone: select, move, scale, delete', async () => {
    const { user } = renderBuilder();
    await user.type(await screen.findByLabelText(messages.cluster.searchLabel), SEEDED.search.guide);
    await user.click(screen.getByRole('button', { name: messages.cluster.add(SEEDED.guide.title, 'Doorloopje') }));
    const title = SEEDED.guide.title;
    const row = placedList().getByRole('button', { name: new RegExp(`^${title}, Doorloopje`) });
    expect(row).toHaveAttribute('aria-pressed', 'true');

    // On the canvas, keys act on the selected item.
    screen.getByRole('application', { name: messages.cluster.canvasLabel }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowUp}{/Shift}');
    expect(row).toHaveAccessibleName(messages.cluster.itemSummary(title, 'Doorloopje', 500, 250, '1,0'));
    expect(liveRegion()).toHaveTextContent(messages.cluster.announceMoved(title, 500, 250));
    await user.keyboard('{Escape}');
    expect(row).toHaveAttribute('aria-pressed', 'false');

    // In the list, keys act on the focused row.
    row.focus();
    await user.keyboard('{ArrowLeft}+');
    expect(row).toHaveAccessibleName(messages.cluster.itemSummary(title, 'Doorloopje', 490, 250, '1,2'));
    await user.keyboard('-{-}');
    expect(row).toHaveAccessibleName(messages.cluster.itemSummary(title, 'Doorloopje', 490, 250, '0,8'));
    await user.keyboard('{Delete}');
    expect(placedList().queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByRole('application', { name: messages.cluster.canvasLabel })).toHaveFocus();
  });
});
