import { beforeAll, describe, expect, it } from 'vitest';
import { api, arr, createConfirmedUser, list, login, me, obj, type JsonObject } from './api';

/**
 * Two devices of one account write at the same moment. Each device has its own token (two logins),
 * and the requests are sent truly in parallel (Promise.all over fetch), many rounds in a row.
 */

const ME_QUERY = '?populate[0]=favorite_doorloopjes&populate[1]=completed_doorloopjes&populate[2]=inprogress_doorloopjes';
const ROUNDS = 25;

type Account = Awaited<ReturnType<typeof createConfirmedUser>>;

const idsOf = (value: unknown) => arr(value as never).map((d) => Number(obj(d).id)).sort((a, b) => a - b);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

describe('list operations from two devices of one account', () => {
  let account: Account;
  let laptop = '';
  let phone = '';
  let guides: number[] = [];

  beforeAll(async () => {
    account = await createConfirmedUser('twee-apparaten');
    laptop = account.jwt;
    phone = (await login(account.email, account.password)).jwt;
    guides = list(await api('/api/doorloopjes?sort=id:asc&pagination[pageSize]=60', { token: laptop })).map((d) => Number(d.id));
    expect(guides.length).toBeGreaterThanOrEqual(4);
  });

  const put = (token: string, body: unknown) => api(`/api/users/${account.id}`, { method: 'PUT', token, body });
  const lists = async () => {
    const record = await me(laptop, ME_QUERY);
    return {
      favorites: idsOf(record.favorite_doorloopjes),
      inprogress: idsOf(record.inprogress_doorloopjes),
      completed: idsOf(record.completed_doorloopjes),
    };
  };
  /** Two different guides per round, cycling through the list. */
  const pair = (round: number) => [guides[(2 * round) % guides.length], guides[(2 * round + 1) % guides.length]] as const;

  it(`keeps both favourites when two devices save different guides at once (${ROUNDS} parallel rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [a, b] = pair(round);
      const before = (await lists()).favorites;
      const expected = (id: number) => !before.includes(id);
      const [fromLaptop, fromPhone] = await Promise.all([
        put(laptop, { favorite_doorloopjes: before.includes(a) ? { disconnect: [a] } : { connect: [a] } }),
        put(phone, { favorite_doorloopjes: before.includes(b) ? { disconnect: [b] } : { connect: [b] } }),
      ]);
      expect([fromLaptop.status, fromPhone.status]).toEqual([200, 200]);
      const after = (await lists()).favorites;
      expect(after.includes(a), `round ${round}: guide ${a}`).toBe(expected(a));
      expect(after.includes(b), `round ${round}: guide ${b}`).toBe(expected(b));
      // Nothing else changed.
      expect(after.filter((id) => id !== a && id !== b)).toEqual(before.filter((id) => id !== a && id !== b));
    }
  });

  it(`keeps both statuses when two devices change different guides at once (${ROUNDS} parallel rounds)`, async () => {
    const statuses = ['in_progress', 'completed', 'not_started'] as const;
    const operation = (id: number, status: (typeof statuses)[number]) => {
      if (status === 'in_progress') return { inprogress_doorloopjes: { connect: [id] }, completed_doorloopjes: { disconnect: [id] } };
      if (status === 'completed') return { completed_doorloopjes: { connect: [id] }, inprogress_doorloopjes: { disconnect: [id] } };
      return { inprogress_doorloopjes: { disconnect: [id] }, completed_doorloopjes: { disconnect: [id] } };
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      const [a, b] = pair(round);
      const statusA = statuses[round % 3];
      const statusB = statuses[(round + 1) % 3];
      const responses = await Promise.all([put(laptop, operation(a, statusA)), put(phone, operation(b, statusB))]);
      expect(responses.map((r) => r.status)).toEqual([200, 200]);
      const after = await lists();
      for (const [id, status] of [[a, statusA], [b, statusB]] as const) {
        expect(after.inprogress.includes(id), `round ${round}: ${id} in progress`).toBe(status === 'in_progress');
        expect(after.completed.includes(id), `round ${round}: ${id} completed`).toBe(status === 'completed');
      }
    }
  });

  it('keeps every change when many operations on different guides arrive at once', async () => {
    const batch = guides.slice(0, Math.min(guides.length, 12));
    await Promise.all(batch.map((id) => put(laptop, { favorite_doorloopjes: { disconnect: [id] } })));
    const responses = await Promise.all(batch.map((id, index) => put(index % 2 ? phone : laptop, { favorite_doorloopjes: { connect: [id] } })));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    const favorites = (await lists()).favorites;
    expect(batch.every((id) => favorites.includes(id))).toBe(true);
  });

  it('ends with the later write when two devices change the same guide', async () => {
    const [a] = pair(0);
    await put(laptop, { favorite_doorloopjes: { connect: [a] } });
    await put(phone, { favorite_doorloopjes: { disconnect: [a] } });
    expect((await lists()).favorites).not.toContain(a);
    await put(laptop, { completed_doorloopjes: { connect: [a] }, inprogress_doorloopjes: { disconnect: [a] } });
    await put(phone, { inprogress_doorloopjes: { connect: [a] }, completed_doorloopjes: { disconnect: [a] } });
    const after = await lists();
    expect(after.inprogress).toContain(a);
    expect(after.completed).not.toContain(a);
  });

  it('stays consistent when both devices change the same guide at once: one list or none, never both', async () => {
    const [a] = pair(1);
    for (let round = 0; round < 10; round += 1) {
      const responses = await Promise.all([
        put(laptop, { completed_doorloopjes: { connect: [a] } }),
        put(phone, { inprogress_doorloopjes: { connect: [a] } }),
      ]);
      expect(responses.map((r) => r.status)).toEqual([200, 200]);
      const after = await lists();
      expect(Number(after.inprogress.includes(a)) + Number(after.completed.includes(a))).toBe(1);
    }
  });
});

describe('a status change is one atomic move', () => {
  let account: Account;
  let guides: number[] = [];

  beforeAll(async () => {
    account = await createConfirmedUser('status');
    guides = list(await api('/api/doorloopjes?sort=id:asc&pagination[pageSize]=3', { token: account.jwt })).map((d) => Number(d.id));
  });

  const put = (body: unknown) => api(`/api/users/${account.id}`, { method: 'PUT', token: account.jwt, body });
  const progress = async () => {
    const record = await me(account.jwt, ME_QUERY);
    return { inprogress: idsOf(record.inprogress_doorloopjes), completed: idsOf(record.completed_doorloopjes) };
  };

  it('moves a guide from in progress to completed with a single connect (the server removes it from the other list)', async () => {
    const [a, b] = guides;
    expect((await put({ inprogress_doorloopjes: { connect: [a, b] } })).status).toBe(200);
    expect((await put({ completed_doorloopjes: { connect: [a] } })).status).toBe(200);
    expect(await progress()).toEqual({ inprogress: [b], completed: [a] });
  });

  it('changes nothing at all when one part of the move is refused', async () => {
    const before = await progress();
    const [, b] = guides;
    const response = await put({ inprogress_doorloopjes: { disconnect: [b] }, completed_doorloopjes: { connect: [987654] } });
    expect(response.status).toBe(400);
    expect(await progress()).toEqual(before);
  });

  it('accepts documentIds and { id } refs as Strapi does', async () => {
    const doc = obj(list(await api(`/api/doorloopjes?filters[id][$eq]=${guides[2]}`, { token: account.jwt }))[0]);
    expect((await put({ completed_doorloopjes: { connect: [String(doc.documentId)] } })).status).toBe(200);
    expect((await progress()).completed).toContain(guides[2]);
    expect((await put({ completed_doorloopjes: { disconnect: [{ id: guides[2] }] } })).status).toBe(200);
    expect((await progress()).completed).not.toContain(guides[2]);
  });
});

describe('documents (cluster layout, profile) are saved against a version', () => {
  let account: Account;
  let phone = '';

  beforeAll(async () => {
    account = await createConfirmedUser('document');
    phone = (await login(account.email, account.password)).jwt;
  });

  const put = (token: string, body: unknown) => api(`/api/users/${account.id}`, { method: 'PUT', token, body });
  const cluster = (x: number) => [{ id: 1, __type: 'why', x, y: 10, scale: 1, instanceId: `i${x}` }];
  const conflictOf = (body: unknown): JsonObject => obj(obj(body as never).error);

  it('refuses a cluster save based on an older version with 409 and keeps the newer one', async () => {
    const start = Number((await me(account.jwt)).cluster_builder_version);
    expect(start).toBe(0);
    expect((await put(phone, { cluster_builder_state: cluster(1), cluster_builder_version: start })).status).toBe(200);
    const stale = await put(account.jwt, { cluster_builder_state: cluster(2), cluster_builder_version: start });
    expect(stale.status).toBe(409);
    expect(conflictOf(stale.body)).toMatchObject({ status: 409, name: 'ConflictError', details: { versionField: 'cluster_builder_version', currentVersion: start + 1 } });
    expect((await me(account.jwt)).cluster_builder_state).toEqual(cluster(1));

    // Overwriting on purpose: the save names the version it now knows it replaces.
    expect((await put(account.jwt, { cluster_builder_state: cluster(2), cluster_builder_version: start + 1 })).status).toBe(200);
    expect(await me(account.jwt)).toMatchObject({ cluster_builder_state: cluster(2), cluster_builder_version: start + 2 });
  });

  it('accepts exactly one of two saves based on the same version sent at once', async () => {
    const version = Number((await me(account.jwt)).cluster_builder_version);
    for (let round = 0; round < 10; round += 1) {
      const base = version + round;
      const responses = await Promise.all([
        put(account.jwt, { cluster_builder_state: cluster(100 + round), cluster_builder_version: base }),
        put(phone, { cluster_builder_state: cluster(200 + round), cluster_builder_version: base }),
      ]);
      expect(sorted(responses.map((r) => r.status))).toEqual([200, 409]);
      const winner = responses[0].status === 200 ? cluster(100 + round) : cluster(200 + round);
      expect(await me(account.jwt)).toMatchObject({ cluster_builder_state: winner, cluster_builder_version: base + 1 });
    }
  });

  it('refuses a stale profile save with 409 and changes nothing of the request', async () => {
    const version = Number((await me(account.jwt)).profile_version);
    expect((await put(phone, { city: 'Zwolle', profile_version: version })).status).toBe(200);
    const before = await me(account.jwt);
    // The stale save also carries an unrelated field: the whole request is refused.
    const stale = await put(account.jwt, { city: 'Delft', fullName: 'Oud Formulier', profile_version: version, has_completed_tour: true });
    expect(stale.status).toBe(409);
    expect(conflictOf(stale.body)).toMatchObject({ details: { versionField: 'profile_version', currentVersion: version + 1 } });
    expect(await me(account.jwt)).toEqual(before);
  });

  it('does not let list operations or the tour flag bump a document version', async () => {
    const before = await me(account.jwt);
    // A published guide (ids of drafts are refused: her lists only link what teachers read).
    const guide = Number(list(await api('/api/doorloopjes?pagination[pageSize]=1', { token: account.jwt }))[0].id);
    expect((await put(phone, { has_completed_tour: true, favorite_doorloopjes: { connect: [guide] } })).status).toBe(200);
    const after = await me(account.jwt);
    expect(after.profile_version).toBe(before.profile_version);
    expect(after.cluster_builder_version).toBe(before.cluster_builder_version);
  });
});

describe('operations keep the update rules as strict as before', () => {
  let attacker: Account;
  let victim: Account;

  beforeAll(async () => {
    attacker = await createConfirmedUser('ops-aanvaller');
    victim = await createConfirmedUser('ops-slachtoffer');
  });

  it("refuses operations on another user's lists with 403", async () => {
    const before = await me(victim.jwt, ME_QUERY);
    for (const body of [{ favorite_doorloopjes: { connect: [1] } }, { cluster_builder_state: [], cluster_builder_version: 0 }]) {
      const response = await api(`/api/users/${victim.id}`, { method: 'PUT', token: attacker.jwt, body });
      expect(response.status).toBe(403);
    }
    expect(await me(victim.jwt, ME_QUERY)).toEqual(before);
  });

  it.each([
    ['role by connect beside a valid operation', { favorite_doorloopjes: { connect: [1] }, role: { connect: [{ id: 1 }] } }],
    ['a version field set directly with a forbidden field', { profile_version: 99, fullName: 'X', confirmed: true }],
    ['an operation with relation options', { favorite_doorloopjes: { connect: [{ id: 1, position: { start: true } }] } }],
    ['an empty operation', { favorite_doorloopjes: {} }],
  ])('refuses %s with 400 and changes nothing', async (_name, body) => {
    const before = await me(attacker.jwt, `${ME_QUERY}&populate[3]=role`);
    const response = await api(`/api/users/${attacker.id}`, { method: 'PUT', token: attacker.jwt, body });
    expect(response.status).toBe(400);
    expect(await me(attacker.jwt, `${ME_QUERY}&populate[3]=role`)).toEqual(before);
  });
});
