import { useSessionStore } from '@doorloopjes/runtime';
import { messages, type StoredClusterItem } from '@doorloopjes/shared';
import { contentUrl, setupMswServer } from '@doorloopjes/runtime/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { draftKey, keptKey, writeDraft } from '../../save/model/draft';
import { explainerHandlers, renderBuilder, SEEDED, signIn, TEST_USER } from '../../test/renderBuilder';

const t = messages.cluster;
const server = setupMswServer(...explainerHandlers);

interface SaveBody {
  cluster_builder_state: StoredClusterItem[];
  cluster_builder_version: number;
}

/** The cluster saved on "the other device". */
const theirs: StoredClusterItem[] = [{ id: SEEDED.how.id, __type: 'how', x: 300, y: 200, scale: 1, instanceId: 'theirs' }];
const mine: StoredClusterItem[] = [{ id: SEEDED.otherGuide.id, __type: 'doorloopje', x: 120, y: 80, scale: 1, instanceId: 'mine' }];

/** A fake content service holding one cluster document with a version, refusing stale saves. */
function fakeClusterDocument(initial: { state: StoredClusterItem[]; version: number }) {
  const stored = { ...initial };
  const saves: SaveBody[] = [];
  server.use(
    http.put(contentUrl(`/api/users/${TEST_USER.id}`), async ({ request }) => {
      const body = (await request.json()) as SaveBody;
      saves.push(body);
      if (body.cluster_builder_version !== stored.version) {
        return HttpResponse.json(
          { data: null, error: { status: 409, name: 'ConflictError', message: 'stale', details: { versionField: 'cluster_builder_version', currentVersion: stored.version } } },
          { status: 409 },
        );
      }
      stored.state = body.cluster_builder_state;
      stored.version += 1;
      return HttpResponse.json({ ...TEST_USER, cluster_builder_state: stored.state, cluster_builder_version: stored.version });
    }),
    http.get(contentUrl('/api/users/me'), () =>
      HttpResponse.json({ ...TEST_USER, cluster_builder_state: stored.state, cluster_builder_version: stored.version }),
    ),
  );
  return { stored, saves };
}

const placed = () => within(screen.getByRole('region', { name: new RegExp(t.placedTitle) }));
const theirsSummary = (name: string) => name.startsWith(`${SEEDED.how.title}, Hoe, positie 300, 200`);
const mineSummary = (name: string) => name.startsWith(`${SEEDED.otherGuide.title}, Doorloopje, positie 120, 80`);

async function addItem(user: ReturnType<typeof renderBuilder>['user']) {
  // The first render loads the canvas chunk (Konva), which can take a while on a busy machine.
  await user.type(await screen.findByLabelText(t.searchLabel, {}, { timeout: 5000 }), SEEDED.search.guide);
  await user.click(screen.getByRole('button', { name: t.add(SEEDED.guide.title, 'Doorloopje') }));
}

describe('cluster builder: a cluster saved on another device meanwhile', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('names the loaded version with each save, and the new one after a save', async () => {
    const { saves } = fakeClusterDocument({ state: mine, version: 3 });
    signIn({ cluster_builder_state: mine, cluster_builder_version: 3 });
    const { user } = renderBuilder();
    await addItem(user);
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.save }));
    await expect.poll(() => saves.length).toBe(2);
    expect(saves.map((save) => save.cluster_builder_version)).toEqual([3, 4]);
    expect(useSessionStore.getState().user?.cluster_builder_version).toBe(5);
  });

  it('asks in Dutch when the save is refused, and "Mijn versie opslaan" overwrites the newer one', async () => {
    const document = fakeClusterDocument({ state: theirs, version: 4 });
    signIn({ cluster_builder_state: mine, cluster_builder_version: 3 });
    const { user } = renderBuilder();
    await addItem(user);
    await user.click(screen.getByRole('button', { name: t.save }));

    const dialog = await screen.findByRole('dialog', { name: t.conflictTitle });
    expect(dialog).toHaveTextContent(t.conflictText);
    expect(dialog).toHaveAccessibleDescription(`${t.conflictText} ${t.conflictChoice}`);
    // Nothing was overwritten yet, and the local work is still in the draft.
    expect(document.stored.state).toEqual(theirs);
    expect(localStorage.getItem(draftKey(TEST_USER.id))).not.toBeNull();

    await user.click(within(dialog).getByRole('button', { name: t.conflictOverwrite }));
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    expect(document.saves.map((save) => save.cluster_builder_version)).toEqual([3, 4]);
    expect(document.stored.state.map((item) => item.instanceId)).toContain('mine');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('"Nieuwere versie laden" shows the other cluster and keeps the own version to put back', async () => {
    const document = fakeClusterDocument({ state: theirs, version: 4 });
    signIn({ cluster_builder_state: mine, cluster_builder_version: 3 });
    const { user } = renderBuilder();
    expect(await screen.findByRole('button', { name: mineSummary })).toBeInTheDocument();
    await addItem(user);
    await user.click(screen.getByRole('button', { name: t.save }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t.conflictLoadNewer }));

    expect(await screen.findByText(t.conflictLoaded)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(placed().getAllByRole('listitem')).toHaveLength(1);
    expect(placed().getByRole('button', { name: theirsSummary })).toBeInTheDocument();
    // The own version survives a reload too.
    expect(localStorage.getItem(keptKey(TEST_USER.id))).toContain('mine');

    await user.click(screen.getByRole('button', { name: t.restoreMine }));
    expect(placed().getAllByRole('listitem')).toHaveLength(2);
    expect(placed().getByRole('button', { name: mineSummary })).toBeInTheDocument();
    expect(localStorage.getItem(keptKey(TEST_USER.id))).toBeNull();
    // Restored as unsaved work on top of the newer version: saving it now replaces that one on purpose.
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    expect(document.saves.at(-1)?.cluster_builder_version).toBe(4);
  });

  it('checks a draft restored after a reload against the version it started from', async () => {
    const document = fakeClusterDocument({ state: theirs, version: 6 });
    writeDraft(localStorage, TEST_USER.id, mine, 5);
    signIn({ cluster_builder_state: theirs, cluster_builder_version: 6 });
    const { user } = renderBuilder();
    expect(await screen.findByText(t.draftRestored)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByRole('dialog', { name: t.conflictTitle })).toBeInTheDocument();
    expect(document.saves[0]?.cluster_builder_version).toBe(5);
  });
});
