import { messages } from '@doorloopjes/shared';
import { contentUrl, setupMswServer } from '@doorloopjes/runtime/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { draftKey, writeDraft } from '../../save/model/draft';
import { explainerHandlers, renderBuilder, SEEDED, signIn, TEST_USER } from '../../test/renderBuilder';

const server = setupMswServer(...explainerHandlers);

const placed = () => within(screen.getByRole('region', { name: new RegExp(messages.cluster.placedTitle) }));

describe('cluster builder: restoring on load', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('restores the saved profile state, dropping items whose content is gone, with a notice', async () => {
    signIn({
      cluster_builder_state: [
        { id: SEEDED.otherGuide.id, __type: 'doorloopje', x: 120, y: 80, scale: 1.4, instanceId: 'a' },
        { id: SEEDED.how.id, __type: 'how', x: 300, y: 200, scale: 0.6, instanceId: 'b' },
        // An id the seed does not hold: content deleted since the save.
        { id: 999, __type: 'why', x: 0, y: 0, scale: 1, instanceId: 'gone' },
      ],
    });
    renderBuilder();
    expect(await screen.findByText(messages.cluster.droppedNotice(1))).toBeInTheDocument();
    expect(placed().getByRole('button', { name: messages.cluster.itemSummary(SEEDED.otherGuide.title, 'Doorloopje', 120, 80, '1,4') })).toBeInTheDocument();
    expect(placed().getByRole('button', { name: messages.cluster.itemSummary(SEEDED.how.title, 'Hoe', 300, 200, '0,6') })).toBeInTheDocument();
    expect(placed().getAllByRole('listitem')).toHaveLength(2);
  });

  it('brings back unsaved work after a reload, ahead of the older saved state', async () => {
    signIn({ cluster_builder_state: [{ id: SEEDED.otherGuide.id, __type: 'doorloopje', x: 1, y: 1, scale: 1, instanceId: 'old' }] });
    const { user, unmount } = renderBuilder();
    await user.type(await screen.findByLabelText(messages.cluster.searchLabel), SEEDED.search.how);
    await user.click(screen.getByRole('button', { name: messages.cluster.add(SEEDED.how.title, 'Hoe') }));
    expect(localStorage.getItem(draftKey(TEST_USER.id))).not.toBeNull();
    unmount();

    renderBuilder();
    expect(await screen.findByText(messages.cluster.draftRestored)).toBeInTheDocument();
    expect(placed().getAllByRole('listitem')).toHaveLength(2);
    expect(placed().getByRole('button', { name: (name) => name.startsWith(`${SEEDED.how.title}, Hoe`) })).toBeInTheDocument();
  });

  it('ignores a draft of another user', async () => {
    writeDraft(localStorage, 7, [{ id: SEEDED.otherGuide.id, __type: 'doorloopje', x: 1, y: 1, scale: 1, instanceId: 'someone-else' }]);
    signIn();
    renderBuilder();
    expect(await screen.findByText(messages.cluster.placedEmpty)).toBeInTheDocument();
    expect(screen.queryByText(messages.cluster.draftRestored)).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the why/how lists cannot be loaded', async () => {
    signIn();
    server.use(http.get(contentUrl('/api/whies'), () => HttpResponse.json({}, { status: 500 }), { once: true }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderBuilder();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.cluster.loadFailed);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    await user.click(screen.getByRole('button', { name: messages.cluster.retry }));
    expect(await screen.findByLabelText(messages.cluster.searchLabel)).toBeInTheDocument();
  });
});
