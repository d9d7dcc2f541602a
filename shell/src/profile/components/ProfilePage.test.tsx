import { currentUser, setToken, showUser, useAnnouncerStore, useSessionStore } from '@doorloopjes/runtime';
import { LiveAnnouncer, messages, type User } from '@doorloopjes/shared';
// Aliased: it sets up MSW for the file, it is not a React hook.
import { contentUrl, renderWithQueryClient, setupMswServer } from '@doorloopjes/runtime/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfilePage } from './ProfilePage';

const l = messages.layout;
const user: User = {
  id: 7,
  email: 'demo@doorloopjes.nl',
  username: 'demo@doorloopjes.nl',
  fullName: 'Demo Docent',
  educationRole: 'leraar',
  educationRoleOther: '',
  educationSector: 'PO',
  isStudent: false,
  schoolName: 'De Testschool',
  city: 'Utrecht',
};

let updates: Array<Record<string, unknown>> = [];
let passwordBodies: Array<Record<string, unknown>> = [];
let storedUser: User = user;
/** The bodies of POST /api/auth/logout, and whether the service answers it. */
let logoutBodies: Array<Record<string, unknown>> = [];
let logoutAnswered = true;

/** Like the content service: a profile save names the version it is based on; a stale one gets 409. */
async function saveProfile({ request }: { request: Request }) {
  const body = (await request.json()) as Record<string, unknown>;
  updates.push(body);
  const stored = storedUser.profile_version ?? 0;
  if (body.profile_version !== stored) {
    return HttpResponse.json({ data: null, error: { status: 409, name: 'ConflictError', message: 'stale', details: { versionField: 'profile_version', currentVersion: stored } } }, { status: 409 });
  }
  storedUser = { ...storedUser, ...body, profile_version: stored + 1 } as User;
  return HttpResponse.json(storedUser);
}

/** Ends the sessions, or, while `logoutAnswered` is false, does not answer (offline). */
async function endSessions({ request }: { request: Request }) {
  logoutBodies.push((await request.json()) as Record<string, unknown>);
  return logoutAnswered ? HttpResponse.json({ ok: true }) : HttpResponse.error();
}

const server = setupMswServer(
  http.put(contentUrl('/api/users/7'), saveProfile),
  http.get(contentUrl('/api/users/me'), () => HttpResponse.json(storedUser)),
  http.post(contentUrl('/api/auth/change-password'), async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    passwordBodies.push(body);
    if (body.currentPassword !== 'oud-wachtwoord') return HttpResponse.json({ error: { message: 'The provided current password is invalid' } }, { status: 400 });
    return HttpResponse.json({ jwt: 'nieuw-token', refreshToken: 'nieuw-vernieuwtoken', user: storedUser });
  }),
  http.post(contentUrl('/api/auth/logout'), endSessions),
);

afterEach(() => useAnnouncerStore.setState({ polite: null, assertive: null }));

function renderProfile() {
  renderWithQueryClient(
    <MemoryRouter initialEntries={['/profile']}>
      <Routes>
        <Route path="/profile" element={<ProfilePage />} />
        <Route path="/" element={<h1>Landing</h1>} />
      </Routes>
      <LiveAnnouncer />
    </MemoryRouter>,
  );
}

/** Answers of the content service held back until the test releases them. */
function heldBack() {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  /** The service's handler, answering only once released. */
  const after =
    (answer: (info: { request: Request }) => Promise<Response>) =>
    async (info: { request: Request }) => {
      await released;
      return answer(info);
    };
  return { after, release };
}

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

describe('ProfilePage', () => {
  beforeEach(() => {
    updates = [];
    passwordBodies = [];
    storedUser = user;
    setToken('test-token');
    showUser(user);
    useSessionStore.setState({ loading: false });
  });
  afterEach(() => {
    showUser(null);
  });

  it('fills the form from the user, with the e-mail field disabled', () => {
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: l.profileTitle })).toBeInTheDocument();
    expect(field(l.fieldFullName)).toHaveValue('Demo Docent');
    expect(field(l.fieldEmail)).toHaveValue('demo@doorloopjes.nl');
    expect(field(l.fieldEmail)).toBeDisabled();
    expect(field(l.fieldEducationRole)).toHaveValue('leraar');
    expect(field(l.fieldEducationSector)).toHaveValue('PO');
    expect(field(l.fieldSchoolName)).toHaveValue('De Testschool');
    expect(field(l.fieldCity)).toHaveValue('Utrecht');
    expect(screen.getByRole('checkbox', { name: l.fieldIsStudent })).not.toBeChecked();
    expect(screen.queryByLabelText(new RegExp(`^${l.fieldEducationRoleOther}`))).not.toBeInTheDocument();
  });

  it('requires the name, role and sector', async () => {
    renderProfile();
    await userEvent.clear(field(l.fieldFullName));
    await userEvent.click(screen.getByRole('button', { name: l.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(l.fillRequiredFields);
    await userEvent.type(field(l.fieldFullName), 'Nieuwe Naam');
    await userEvent.selectOptions(field(l.fieldEducationSector), '');
    await userEvent.click(screen.getByRole('button', { name: l.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(l.fillRequiredFields);
    expect(updates).toHaveLength(0);
  });

  it('requires the other-role text when the role is anders, and sends it only then', async () => {
    renderProfile();
    await userEvent.selectOptions(field(l.fieldEducationRole), 'anders');
    await userEvent.click(screen.getByRole('button', { name: l.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(l.fillOtherRole);
    await userEvent.type(field(l.fieldEducationRoleOther), 'Intern begeleider');
    await userEvent.click(screen.getByRole('button', { name: l.save }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(l.profileSaved));
    expect(updates[0]).toMatchObject({ educationRole: 'anders', educationRoleOther: 'Intern begeleider' });

    await userEvent.selectOptions(field(l.fieldEducationRole), 'schoolleider');
    await userEvent.click(screen.getByRole('button', { name: l.save }));
    await waitFor(() => expect(updates).toHaveLength(2));
    expect(updates[1]).toMatchObject({ educationRole: 'schoolleider', educationRoleOther: '' });
  });

  it('shows the save as under way (Opslaan..., not clickable) until the content service answered', async () => {
    const held = heldBack();
    server.use(http.put(contentUrl('/api/users/7'), held.after(saveProfile)));
    renderProfile();
    await userEvent.click(screen.getByRole('button', { name: l.save }));
    expect(await screen.findByRole('button', { name: l.saving })).toBeDisabled();
    held.release();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(l.profileSaved));
    expect(screen.getByRole('button', { name: l.save })).toBeEnabled();
  });

  it('saves exactly the profile fields and reloads the user', async () => {
    renderProfile();
    await userEvent.clear(field(l.fieldCity));
    await userEvent.type(field(l.fieldCity), 'Zwolle');
    await userEvent.click(screen.getByRole('checkbox', { name: l.fieldIsStudent }));
    await userEvent.click(screen.getByRole('button', { name: l.save }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(l.profileSaved));
    expect(updates).toEqual([
      {
        fullName: 'Demo Docent',
        educationRole: 'leraar',
        educationRoleOther: '',
        educationSector: 'PO',
        isStudent: true,
        schoolName: 'De Testschool',
        city: 'Zwolle',
        profile_version: 0,
      },
    ]);
    await waitFor(() => expect(currentUser()?.city).toBe('Zwolle'));
  });

  it('says Er is een fout opgetreden. when saving fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.put(contentUrl('/api/users/7'), () => HttpResponse.json({ error: { message: 'kapot' } }, { status: 500 })));
    renderProfile();
    await userEvent.click(screen.getByRole('button', { name: l.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(l.profileError);
  });

  it('says the change was not saved when the content service cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.put(contentUrl('/api/users/7'), () => HttpResponse.error()));
    renderProfile();
    await userEvent.click(screen.getByRole('button', { name: l.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.common.offlineWriteRefused);
  });

  describe('when the profile was saved on another device meanwhile', () => {
    beforeEach(() => {
      // The phone saved a new city after this page loaded the profile (version 0).
      storedUser = { ...user, city: 'Zwolle', profile_version: 1 };
    });

    it('says so in Dutch and changes nothing until the user chooses', async () => {
      renderProfile();
      await userEvent.clear(field(l.fieldSchoolName));
      await userEvent.type(field(l.fieldSchoolName), 'Nieuwe School');
      await userEvent.click(screen.getByRole('button', { name: l.save }));
      expect(await screen.findByRole('alert')).toHaveTextContent(l.profileConflict);
      expect(storedUser).toMatchObject({ city: 'Zwolle', schoolName: 'De Testschool' });
      expect(field(l.fieldSchoolName)).toHaveValue('Nieuwe School');
    });

    it('"Toch opslaan" overwrites with the version the server reported', async () => {
      renderProfile();
      await userEvent.click(screen.getByRole('button', { name: l.save }));
      await userEvent.click(await screen.findByRole('button', { name: l.profileConflictOverwrite }));
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(l.profileSaved));
      expect(updates.map((update) => update.profile_version)).toEqual([0, 1]);
      expect(storedUser).toMatchObject({ city: 'Utrecht', profile_version: 2 });
    });

    it('"Nieuwere gegevens laden" fills the form from the server and keeps the own input to put back', async () => {
      renderProfile();
      await userEvent.clear(field(l.fieldSchoolName));
      await userEvent.type(field(l.fieldSchoolName), 'Nieuwe School');
      await userEvent.click(screen.getByRole('button', { name: l.save }));
      await userEvent.click(await screen.findByRole('button', { name: l.profileConflictLoadNewer }));
      expect(await screen.findByText(l.profileConflictLoaded)).toBeInTheDocument();
      expect(field(l.fieldCity)).toHaveValue('Zwolle');
      expect(field(l.fieldSchoolName)).toHaveValue('De Testschool');
      expect(screen.queryByText(l.profileConflict)).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: l.profileRestoreMine }));
      expect(field(l.fieldSchoolName)).toHaveValue('Nieuwe School');
      // Saving now is based on the loaded version: it replaces it on purpose.
      await userEvent.click(screen.getByRole('button', { name: l.save }));
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(l.profileSaved));
      expect(updates.at(-1)).toMatchObject({ schoolName: 'Nieuwe School', profile_version: 1 });
    });
  });

  it('logs out to the landing page', async () => {
    renderProfile();
    await userEvent.click(screen.getByRole('button', { name: l.logout }));
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(localStorage.getItem('jwt')).toBeNull();
  });
});

describe('change password', () => {
  beforeEach(() => {
    passwordBodies = [];
    setToken('test-token');
    showUser(user);
    useSessionStore.setState({ loading: false });
  });

  async function fill(current: string, next: string, confirmation: string) {
    if (current) await userEvent.type(field(l.currentPassword), current);
    if (next) await userEvent.type(field(l.newPassword), next);
    if (confirmation) await userEvent.type(field(l.confirmNewPassword), confirmation);
    await userEvent.click(screen.getByRole('button', { name: l.changePassword }));
  }

  it.each([
    ['the current password is missing', '', 'nieuw-1', 'nieuw-1'],
    ['the new password is missing', 'oud-wachtwoord', '', ''],
    ['the confirmation differs', 'oud-wachtwoord', 'nieuw-1', 'nieuw-2'],
  ])('refuses when %s', async (_case, current, next, confirmation) => {
    renderProfile();
    await fill(current, next, confirmation);
    expect(await screen.findByRole('alert')).toHaveTextContent(l.passwordFieldsInvalid);
    expect(passwordBodies).toHaveLength(0);
  });

  it('changes the password, stores the new token and empties the fields', async () => {
    renderProfile();
    await fill('oud-wachtwoord', 'nieuw-1', 'nieuw-1');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(l.passwordChanged));
    expect(passwordBodies).toEqual([{ currentPassword: 'oud-wachtwoord', password: 'nieuw-1', passwordConfirmation: 'nieuw-1' }]);
    expect(localStorage.getItem('jwt')).toBe('nieuw-token');
    expect(localStorage.getItem('jwt_refresh')).toBe('nieuw-vernieuwtoken');
    expect(field(l.currentPassword)).toHaveValue('');
  });

  it('says Wijzigen mislukt. Klopt je huidige wachtwoord? when the content service refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderProfile();
    await fill('verkeerd', 'nieuw-1', 'nieuw-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(l.passwordChangeFailed);
  });
});

describe('Uitloggen op alle apparaten', () => {
  beforeEach(() => {
    logoutBodies = [];
    logoutAnswered = true;
    setToken('test-token');
    localStorage.setItem('jwt_refresh', 'vernieuwtoken');
    showUser(user);
    useSessionStore.setState({ loading: false });
  });

  it('ends every session of the account on the server, then logs out here to the landing page', async () => {
    renderProfile();
    await userEvent.click(screen.getByRole('button', { name: l.logoutEverywhere }));
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(logoutBodies[0]).toEqual({ scope: 'all' });
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(localStorage.getItem('jwt_refresh')).toBeNull();
  });

  it('shows the logout as under way, not clickable, while the content service answers', async () => {
    // Held, then unanswered: the page stays, so the button can be seen enabled again.
    logoutAnswered = false;
    const held = heldBack();
    server.use(http.post(contentUrl('/api/auth/logout'), held.after(endSessions)));
    renderProfile();
    await userEvent.click(screen.getByRole('button', { name: l.logoutEverywhere }));
    expect(await screen.findByRole('button', { name: l.loggingOutEverywhere })).toBeDisabled();
    held.release();
    expect(await screen.findByRole('alert')).toHaveTextContent(l.logoutEverywhereFailed);
    expect(screen.getByRole('button', { name: l.logoutEverywhere })).toBeEnabled();
  });

  it('says so and stays logged in when the content service cannot be reached', async () => {
    logoutAnswered = false;
    renderProfile();
    await userEvent.click(screen.getByRole('button', { name: l.logoutEverywhere }));
    expect(await screen.findByRole('alert')).toHaveTextContent(l.logoutEverywhereFailed);
    expect(localStorage.getItem('jwt')).toBe('test-token');
    expect(screen.getByRole('button', { name: l.logoutEverywhere })).toBeEnabled();
  });
});
