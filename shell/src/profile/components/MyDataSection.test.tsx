import { getToken, setToken, STORAGE_KEYS, useAnnouncerStore, useSessionStore } from '@doorloopjes/runtime';
import { LiveAnnouncer, messages, type User } from '@doorloopjes/shared';
import { contentUrl, renderWithQueryClient, setupMswServer } from '@doorloopjes/runtime/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readBlobText } from '../../test/readBlobText';
import { RequireAuth } from '../../layout/components/RequireAuth';
import { ArrivalNotice } from '../../public/landing/components/ArrivalNotice';
import { resetStores } from '../../test/resetStores';
import { MyDataSection } from './MyDataSection';
import recordedPrivacyStatement from '@doorloopjes/runtime/testing/content/richPageRequests.privacyStatementRequest.json';

const l = messages.layout;
const user = { id: 7, email: 'demo@doorloopjes.nl', username: 'demo@doorloopjes.nl', fullName: 'Demo Docent' } as User;
const EXPORT = {
  account: { id: 7, email: 'demo@doorloopjes.nl' },
  favourites: [{ title: 'Breuken vergelijken', slug: 'breuken-vergelijken' }],
  choices: { tourCompleted: true, cookies: { storedIn: 'browser', consent: null } },
  assistant: { sessionId: null, conversations: [{ id: 's1', createdAt: '2026-11-01T10:00:00.000Z', messages: [] }] },
};

let deleteBodies: unknown[] = [];
const server = setupMswServer(
  http.get(contentUrl('/api/users/me/export'), () => HttpResponse.json(EXPORT)),
  http.post(contentUrl('/api/users/me/delete'), async ({ request }) => {
    const body = (await request.json()) as { password?: string };
    deleteBodies.push(body);
    if (body.password !== 'Juist!2026') {
      return HttpResponse.json({ data: null, error: { status: 400, name: 'ValidationError', message: 'Het wachtwoord is onjuist.' } }, { status: 400 });
    }
    return HttpResponse.json({ deleted: { account: true, conversations: 1, messages: 2, analyticsEvents: 0 } });
  }),
  http.get(contentUrl('/api/privacyverklaring'), () => HttpResponse.json(recordedPrivacyStatement)),
);

function renderSection() {
  return renderWithQueryClient(
    <MemoryRouter initialEntries={['/profile']}>
      <LiveAnnouncer />
      <Routes>
        {/* Guarded like the real page: its redirect on logout must not swallow the notice. */}
        <Route
          path="/profile"
          element={
            <RequireAuth>
              <MyDataSection />
            </RequireAuth>
          }
        />
        <Route path="/" element={<ArrivalNotice />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** What was handed to the browser's download: the blob and the file name on the link. */
function captureDownloads() {
  const saved: { blob: Blob; fileName: string }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: blobs.get(this.href) ?? new Blob(), fileName: this.download });
  });
  return saved;
}

describe('MyDataSection', () => {
  beforeEach(() => {
    deleteBodies = [];
    setToken('test-token');
    localStorage.setItem(STORAGE_KEYS.cookieConsent, 'accepted');
    useSessionStore.setState({ user, loading: false });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    resetStores();
    useAnnouncerStore.setState({ polite: null, assertive: null });
  });

  it('explains what is kept and for how long, and links to the privacy statement', async () => {
    renderSection();
    expect(screen.getByRole('heading', { level: 2, name: l.myDataTitle })).toBeInTheDocument();
    expect(screen.getByText(l.myDataIntro)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: l.myDataPrivacyLink }));
    expect(await screen.findByRole('dialog', { name: messages.auth.privacyTitle })).toBeInTheDocument();
  });

  it('downloads everything as doorloopjes-gegevens-<datum>.json, with the cookie choice of this browser', async () => {
    const saved = captureDownloads();
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: l.downloadMyData }));
    expect(await screen.findByRole('status')).toHaveTextContent(l.downloadMyDataDone);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.fileName).toMatch(/^doorloopjes-gegevens-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readBlobText(saved[0]?.blob ?? new Blob())) as typeof EXPORT;
    expect(file.favourites).toEqual(EXPORT.favourites);
    expect(file.assistant.conversations).toHaveLength(1);
    expect(file.choices).toEqual({ tourCompleted: true, cookies: { storedIn: 'browser', consent: 'accepted' } });
  });

  it('says so when downloads were asked too often, and downloads nothing', async () => {
    server.use(http.get(contentUrl('/api/users/me/export'), () => HttpResponse.json({ error: { status: 429 } }, { status: 429 })));
    const saved = captureDownloads();
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: l.downloadMyData }));
    expect(await screen.findByRole('alert')).toHaveTextContent(l.downloadMyDataTooOften);
    expect(saved).toEqual([]);
  });

  it('keeps everything on a wrong password and shows the error in the dialog', async () => {
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: l.deleteAccount }));
    const dialog = await screen.findByRole('dialog', { name: l.deleteAccountTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: l.deleteAccountConfirm }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(l.deleteAccountPasswordMissing);
    expect(deleteBodies).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(new RegExp(`^${l.deleteAccountPassword}`)), 'Fout!2026');
    await userEvent.click(within(dialog).getByRole('button', { name: l.deleteAccountConfirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(l.deleteAccountWrongPassword);
    expect(deleteBodies).toEqual([{ password: 'Fout!2026' }]);
    expect(getToken()).toBe('test-token');
    expect(useSessionStore.getState().user).toEqual(user);
  });

  it('on the right password clears the session like a logout, and her clusters kept in this browser, and lands on / with the notice', async () => {
    localStorage.setItem(STORAGE_KEYS.clusterDraft(user.id), '{"items":[]}');
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: l.deleteAccount }));
    const dialog = await screen.findByRole('dialog', { name: l.deleteAccountTitle });
    await userEvent.type(within(dialog).getByLabelText(new RegExp(`^${l.deleteAccountPassword}`)), 'Juist!2026');
    await userEvent.click(within(dialog).getByRole('button', { name: l.deleteAccountConfirm }));
    expect(await screen.findByText(messages.auth.accountDeleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getToken()).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.clusterDraft(user.id))).toBeNull();
  });

  it('closes the dialog on Annuleren without deleting anything', async () => {
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: l.deleteAccount }));
    const dialog = await screen.findByRole('dialog', { name: l.deleteAccountTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: l.deleteAccountCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleteBodies).toEqual([]);
  });
});
