import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  arr,
  createConfirmedUser,
  DEMO,
  list,
  login,
  me,
  obj,
  registrationPayload,
  uniqueEmail,
  waitForMail,
} from './api';

describe('registration', () => {
  it('accepts the registration payload, stores the custom fields and sends a Dutch confirmation mail to the platform', async () => {
    const email = uniqueEmail('nieuw');
    const response = await api('/api/auth/local/register', {
      method: 'POST',
      body: registrationPayload(email, { educationRole: 'anders', educationRoleOther: 'Intern begeleider', educationSector: 'S(VO)', isStudent: true }),
    });
    expect(response.status).toBe(200);
    const body = obj(response.body);
    // E-mail confirmation is on: no token until the address is confirmed.
    expect(body.jwt).toBeUndefined();
    expect(obj(body.user)).toMatchObject({
      email,
      username: email,
      confirmed: false,
      fullName: 'Test Leerkracht',
      educationRole: 'anders',
      educationRoleOther: 'Intern begeleider',
      educationSector: 'S(VO)',
      isStudent: true,
      schoolName: 'Testschool',
      city: 'Amersfoort',
    });
    expect(JSON.stringify(body)).not.toMatch(/password|confirmationToken/);

    const mail = await waitForMail(email, /Bevestig je e-mailadres/);
    expect(mail.from[0]).toMatchObject({ name: 'Doorloopjes', address: 'no-reply@doorloopjes.nl' });
    expect(mail.html).toContain('Welkom bij Doorloopjes');
    const link = /href="([^"]+)"/.exec(mail.html)?.[1] ?? '';
    expect(link).toMatch(/^http:\/\/localhost:3000\/verify-email\?confirmation=[a-f0-9]{40}$/);

    // Login is refused until confirmed (the error mentions "confirmed").
    const early = await api('/api/auth/local', { method: 'POST', body: { identifier: email, password: 'Geheim!2026' } });
    expect(early.status).toBe(400);
    expect(JSON.stringify(early.body)).toMatch(/confirmed/);

    const code = new URL(link).searchParams.get('confirmation');
    const confirmed = await api(`/api/auth/email-confirmation?confirmation=${code}`);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toMatch(/^http:\/\/localhost:3000\/verify-email/);
    // The token is single use.
    expect((await api(`/api/auth/email-confirmation?confirmation=${code}`)).status).toBe(400);

    const session = await login(email, 'Geheim!2026');
    expect(session.user.confirmed).toBe(true);
  });

  it('fills every placeholder of the confirmation and reset mails with the teacher\'s name, escaped for HTML', async () => {
    const email = uniqueEmail('naam');
    const fullName = 'Juf Anna <b>de Vries</b> & co';
    const escaped = 'Juf Anna &#60;b&#62;de Vries&#60;/b&#62; &#38; co';
    const registered = await api('/api/auth/local/register', { method: 'POST', body: registrationPayload(email, { fullName }) });
    expect(registered.status).toBe(200);
    const confirmation = await waitForMail(email, /Bevestig je e-mailadres/);
    expect(confirmation.html).toContain(`Hallo ${escaped},`);
    expect(confirmation.html).not.toMatch(/<%|%>|<b>/);
    expect((await api('/api/auth/forgot-password', { method: 'POST', body: { email } })).status).toBe(200);
    const reset = await waitForMail(email, /nieuw wachtwoord/);
    expect(reset.html).toContain(`Hallo ${escaped},`);
    expect(reset.html).not.toMatch(/<%|%>|<b>/);
    expect(reset.html).toMatch(/href="http:\/\/localhost:3000\/reset-password\?code=[a-f0-9]+"/);
  });

  it.each([
    ['an unknown educationRole', { educationRole: 'directeur' }, /educationRole/],
    ['an unknown educationSector', { educationSector: 'WO' }, /educationSector/],
    ['a missing fullName', { fullName: '' }, /fullName/],
    ['role anders without educationRoleOther', { educationRole: 'anders', educationRoleOther: '' }, /anders/],
    ['a field outside the registration payload (role)', { role: 1 }, /role/],
    ['a field outside the registration payload (confirmed)', { confirmed: true }, /confirmed/],
  ])('refuses %s with 400 and creates no account', async (_name, overrides, message) => {
    const email = uniqueEmail('fout');
    const response = await api('/api/auth/local/register', { method: 'POST', body: registrationPayload(email, overrides) });
    expect(response.status).toBe(400);
    expect(String(obj(obj(response.body).error).message)).toMatch(message);
    const retry = await api('/api/auth/local/register', { method: 'POST', body: registrationPayload(email) });
    expect(retry.status).toBe(200);
  });

  it('resends the confirmation mail', async () => {
    const email = uniqueEmail('opnieuw');
    await api('/api/auth/local/register', { method: 'POST', body: registrationPayload(email) });
    await waitForMail(email, /Bevestig/);
    const response = await api('/api/auth/send-email-confirmation', { method: 'POST', body: { email } });
    expect(response.status).toBe(200);
    expect(obj(response.body)).toMatchObject({ email, sent: true });
  });
});

describe('password reset round trip', () => {
  it('mails a Dutch reset link to /reset-password?code=... and the code sets a new password', async () => {
    const user = await createConfirmedUser('reset');
    const forgot = await api('/api/auth/forgot-password', { method: 'POST', body: { email: user.email } });
    expect(forgot.status).toBe(200);
    const mail = await waitForMail(user.email, /nieuw wachtwoord/);
    const link = /href="([^"]+)"/.exec(mail.html)?.[1] ?? '';
    expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\?code=[a-f0-9]+$/);
    const code = new URL(link).searchParams.get('code');

    const reset = await api('/api/auth/reset-password', {
      method: 'POST',
      body: { code, password: 'Nieuw!Wachtwoord1', passwordConfirmation: 'Nieuw!Wachtwoord1' },
    });
    expect(reset.status).toBe(200);
    expect((await api('/api/auth/local', { method: 'POST', body: { identifier: user.email, password: user.password } })).status).toBe(400);
    await login(user.email, 'Nieuw!Wachtwoord1');
    // A used code does not work twice.
    const again = await api('/api/auth/reset-password', {
      method: 'POST',
      body: { code, password: 'Ander!Wachtwoord2', passwordConfirmation: 'Ander!Wachtwoord2' },
    });
    expect(again.status).toBe(400);
  });

  it('answers ok for an unknown address without sending mail', async () => {
    const response = await api('/api/auth/forgot-password', { method: 'POST', body: { email: uniqueEmail('onbekend') } });
    expect(response.status).toBe(200);
  });
});

describe('login and change password', () => {
  it('logs the demo account in with its profile', async () => {
    const session = await login(DEMO.email, DEMO.password);
    expect(session.jwt.length).toBeGreaterThan(20);
    expect(session.user).toMatchObject({ email: DEMO.email, fullName: 'Demo Docent', educationRole: 'leraar', educationSector: 'PO', confirmed: true });
  });

  it('refuses a wrong password with 400', async () => {
    const response = await api('/api/auth/local', { method: 'POST', body: { identifier: DEMO.email, password: 'fout' } });
    expect(response.status).toBe(400);
    expect(String(obj(obj(response.body).error).message)).toMatch(/Invalid identifier or password/);
  });

  it('changes the password with the current one', async () => {
    const user = await createConfirmedUser('wijzig');
    const wrong = await api('/api/auth/change-password', {
      method: 'POST',
      token: user.jwt,
      body: { currentPassword: 'niet-goed', password: 'Nieuw!2026x', passwordConfirmation: 'Nieuw!2026x' },
    });
    expect(wrong.status).toBe(400);
    const ok = await api('/api/auth/change-password', {
      method: 'POST',
      token: user.jwt,
      body: { currentPassword: user.password, password: 'Nieuw!2026x', passwordConfirmation: 'Nieuw!2026x' },
    });
    expect(ok.status).toBe(200);
    await login(user.email, 'Nieuw!2026x');
  });
});

describe('the user record', () => {
  let user: Awaited<ReturnType<typeof createConfirmedUser>>;
  let ids: number[] = [];
  const ME_QUERY = '?populate[0]=favorite_doorloopjes&populate[1]=completed_doorloopjes&populate[2]=inprogress_doorloopjes';

  beforeAll(async () => {
    user = await createConfirmedUser('profiel');
    ids = list(await api('/api/doorloopjes?sort=book:asc&pagination[pageSize]=5', { token: user.jwt })).map((d) => Number(d.id));
  });

  const put = (body: unknown) => api(`/api/users/${user.id}`, { method: 'PUT', token: user.jwt, body });
  const idsOf = (value: unknown) => arr(value as never).map((d) => Number(obj(d).id)).sort((a, b) => a - b);

  it('/api/users/me returns the profile fields and the three lists, without secrets', async () => {
    const record = await me(user.jwt, ME_QUERY);
    expect(record).toMatchObject({
      id: user.id,
      email: user.email,
      username: user.email,
      fullName: 'Test Leerkracht',
      educationRole: 'leraar',
      educationSector: 'VO',
      isStudent: false,
      has_completed_tour: false,
      ai_session_id: null,
      cluster_builder_state: null,
      favorite_doorloopjes: [],
      completed_doorloopjes: [],
      inprogress_doorloopjes: [],
    });
    expect(JSON.stringify(record)).not.toMatch(/"password"|resetPasswordToken|confirmationToken/);
  });

  it('changes favourites and statuses by operations, each doorloopje once', async () => {
    expect((await put({ favorite_doorloopjes: { connect: [ids[0], ids[1]] } })).status).toBe(200);
    expect((await put({ inprogress_doorloopjes: { connect: [ids[2]] }, completed_doorloopjes: { connect: [ids[3], ids[4]] } })).status).toBe(200);
    let record = await me(user.jwt, ME_QUERY);
    expect(idsOf(record.favorite_doorloopjes)).toEqual([ids[0], ids[1]].sort((a, b) => a - b));
    expect(idsOf(record.inprogress_doorloopjes)).toEqual([ids[2]]);
    expect(idsOf(record.completed_doorloopjes)).toEqual([ids[3], ids[4]].sort((a, b) => a - b));
    // Moving an item: one operation on each list, in one request.
    expect((await put({ inprogress_doorloopjes: { disconnect: [ids[2]] }, completed_doorloopjes: { connect: [ids[2]] } })).status).toBe(200);
    // Connecting what is there already changes nothing.
    expect((await put({ favorite_doorloopjes: { connect: [ids[0]] } })).status).toBe(200);
    record = await me(user.jwt, ME_QUERY);
    expect(idsOf(record.favorite_doorloopjes)).toHaveLength(2);
    expect(idsOf(record.inprogress_doorloopjes)).toEqual([]);
    expect(idsOf(record.completed_doorloopjes)).toHaveLength(3);
  });

  it('stores the tour flag, the profile, the cluster layout and the AI session id', async () => {
    expect((await put({ has_completed_tour: true })).status).toBe(200);
    const profile = {
      fullName: 'Nieuwe Naam',
      educationRole: 'bestuurder',
      educationRoleOther: '',
      educationSector: 'MBO',
      isStudent: true,
      schoolName: 'ROC Test',
      city: 'Deventer',
    };
    expect((await put({ ...profile, profile_version: 0 })).status).toBe(200);
    const cluster = [
      { id: ids[0], __type: 'doorloopje', x: 120.5, y: 80, scale: 1, instanceId: 'a1' },
      { id: 2, __type: 'why', x: -40, y: 300, scale: 1.8, instanceId: 'b2' },
    ];
    expect((await put({ cluster_builder_state: cluster, cluster_builder_version: 0 })).status).toBe(200);
    expect((await put({ ai_session_id: 'sessie-123' })).status).toBe(200);
    const record = await me(user.jwt);
    expect(record).toMatchObject({
      ...profile,
      has_completed_tour: true,
      cluster_builder_state: cluster,
      ai_session_id: 'sessie-123',
      profile_version: 1,
      cluster_builder_version: 1,
    });
    expect((await put({ ai_session_id: null })).status).toBe(200);
    expect((await me(user.jwt)).ai_session_id).toBeNull();
  });

  it.each([
    ['an unknown educationSector', { educationSector: 'WO', profile_version: 1 }],
    ['a cluster item with an unknown type', { cluster_builder_state: [{ id: 1, __type: 'artikel', x: 0, y: 0, scale: 1, instanceId: 'x' }], cluster_builder_version: 1 }],
    ['a cluster scale out of range', { cluster_builder_state: [{ id: 1, __type: 'how', x: 0, y: 0, scale: 3, instanceId: 'x' }], cluster_builder_version: 1 }],
    ['a favourites operation that is not a list of ids', { favorite_doorloopjes: { connect: 'alles' } }],
    ['a whole favourites list (a snapshot, not an operation)', { favorite_doorloopjes: [1, 2] }],
    ['a set operation (a snapshot too)', { favorite_doorloopjes: { set: [1] } }],
    ['a connect of a doorloopje that does not exist', { favorite_doorloopjes: { connect: [987654] } }],
    ['the same doorloopje connected to both progress lists', { inprogress_doorloopjes: { connect: [1] }, completed_doorloopjes: { connect: [1] } }],
    ['a cluster save without the version it is based on', { cluster_builder_state: [] }],
    ['a profile save without the version it is based on', { city: 'Zwolle' }],
    ['a version without its document', { profile_version: 1 }],
    ['has_completed_tour that is not a boolean', { has_completed_tour: 'ja' }],
  ])('refuses %s with 400', async (_name, body) => {
    const before = await me(user.jwt);
    const response = await put(body);
    expect(response.status).toBe(400);
    expect(await me(user.jwt)).toEqual(before);
  });
});
