import { currentUser, removeToken } from '@doorloopjes/runtime';
import { messages, type StoredClusterItem } from '@doorloopjes/shared';
import { contentUrl, setupMswServer } from '@doorloopjes/runtime/testing';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftKey } from '../../save/model/draft';
import { explainerHandlers, renderBuilder, SEEDED, signIn, signOut, TEST_USER } from '../../test/renderBuilder';

const server = setupMswServer(...explainerHandlers);

async function addTwoItems(user: ReturnType<typeof renderBuilder>['user']) {
  const search = await screen.findByLabelText(messages.cluster.searchLabel);
  await user.type(search, SEEDED.search.guide);
  await user.click(screen.getByRole('button', { name: messages.cluster.add(SEEDED.guide.title, 'Doorloopje') }));
  await user.clear(search);
  await user.type(search, SEEDED.search.why);
  await user.click(screen.getByRole('button', { name: messages.cluster.add(SEEDED.why.title, 'Waarom') }));
}

describe('cluster builder: saving to the profile', () => {
  beforeEach(() => {
    signIn();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves {id (the documentId), __type, x, y, scale, instanceId} and shows the save messages, clearing after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let body: { cluster_builder_state: StoredClusterItem[] } | undefined;
    let release: () => void = () => undefined;
    server.use(
      http.put(contentUrl(`/api/users/${TEST_USER.id}`), async ({ request }) => {
        body = (await request.json()) as typeof body;
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ ...TEST_USER, cluster_builder_state: body?.cluster_builder_state });
      }),
    );
    const { user } = renderBuilder();
    await addTwoItems(user);
    await user.click(screen.getByRole('button', { name: messages.cluster.save }));

    expect(await screen.findByText(messages.cluster.saving)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.cluster.save })).toBeDisabled();
    release();
    expect(await screen.findByText(messages.cluster.saved)).toBeInTheDocument();

    expect(body?.cluster_builder_state).toEqual([
      { id: SEEDED.guide.documentId, __type: 'doorloopje', x: 480, y: 300, scale: 1, instanceId: expect.any(String) },
      { id: SEEDED.why.documentId, __type: 'why', x: 480, y: 300, scale: 1, instanceId: expect.any(String) },
    ]);
    const [first, second] = body!.cluster_builder_state;
    expect(first!.instanceId).not.toBe(second!.instanceId);
    // The session now knows the saved state, and the draft is no longer needed.
    expect(currentUser()?.cluster_builder_state).toEqual(body?.cluster_builder_state);
    expect(localStorage.getItem(draftKey(TEST_USER.id))).toBeNull();

    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(screen.getByText(messages.cluster.saved)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText(messages.cluster.saved)).not.toBeInTheDocument();
  });

  it('keeps the canvas and the local draft when saving fails', async () => {
    server.use(http.put(contentUrl(`/api/users/${TEST_USER.id}`), () => HttpResponse.json({ error: { message: 'kapot' } }, { status: 500 })));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderBuilder();
    await addTwoItems(user);
    await user.click(screen.getByRole('button', { name: messages.cluster.save }));

    expect(await screen.findByText(messages.cluster.saveFailed)).toBeInTheDocument();
    const placed = within(screen.getByRole('region', { name: new RegExp(messages.cluster.placedTitle) }));
    expect(placed.getAllByRole('listitem')).toHaveLength(2);
    const draft = JSON.parse(localStorage.getItem(draftKey(TEST_USER.id)) ?? 'null') as { items: StoredClusterItem[] };
    expect(draft.items).toHaveLength(2);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it("says 'Fout: niet ingelogd' without a token, and does not call the service", async () => {
    const { user } = renderBuilder();
    await addTwoItems(user);
    removeToken();
    await user.click(screen.getByRole('button', { name: messages.cluster.save }));
    // An unexpected PUT would fail the test (MSW: onUnhandledRequest 'error').
    expect(await screen.findByText(messages.cluster.notLoggedIn)).toBeInTheDocument();
  });

  it("says 'Fout: niet ingelogd' without a user", async () => {
    signOut();
    const { user } = renderBuilder();
    await user.click(await screen.findByRole('button', { name: messages.cluster.save }));
    expect(await screen.findByText(messages.cluster.notLoggedIn)).toBeInTheDocument();
  });
});
