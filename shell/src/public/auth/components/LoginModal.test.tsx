import { messages } from '@doorloopjes/shared';
import { contentUrl, setupMswServer } from '@doorloopjes/runtime/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberPath } from '../../session/rememberedPath';
import { sessionHandlers, strapiError } from '../../../test/handlers';
import { renderAt } from '../../../test/renderWithRouter';
import { recordPost } from '../../../test/recordPost';
import { resetStores } from '../../../test/resetStores';
import { LoginModal } from './LoginModal';

const m = messages.auth;
const server = setupMswServer(...sessionHandlers);

function renderLogin(props: { notice?: string; onRegister?: () => void } = {}) {
  const onRegister = props.onRegister ?? vi.fn();
  const { unmount } = renderAt(<LoginModal notice={props.notice} onClose={vi.fn()} onRegister={onRegister} />);
  return { user: userEvent.setup(), onRegister, unmount };
}

async function submitLogin(user: ReturnType<typeof userEvent.setup>, email = 'juf@school.nl', password = 'geheim123') {
  await user.type(screen.getByLabelText(m.email), email);
  await user.type(screen.getByLabelText(m.password), password);
  await user.click(screen.getByRole('button', { name: m.login }));
}

function failLoginWith(status: number, message: string) {
  server.use(http.post(contentUrl('/api/auth/local'), () => strapiError(status, message)));
}

beforeEach(resetStores);

describe('LoginModal, login mode', () => {
  it('is a dialog with a required e-mail field of e-mail type and a required password, focused on open', () => {
    renderLogin();
    expect(screen.getByRole('dialog', { name: m.login })).toBeInTheDocument();
    const email = screen.getByLabelText(m.email);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText(m.password)).toBeRequired();
    expect(email).toHaveFocus();
  });

  it('shows the notice that explains why login is needed', () => {
    renderLogin({ notice: m.loginRequiredForContent });
    expect(screen.getByText(m.loginRequiredForContent)).toBeInTheDocument();
  });

  it('stores the token, reloads the session and goes to /dashboard', async () => {
    const sent = recordPost(server, '/api/auth/local', { jwt: 'nieuw-token', user: { id: 7 } });
    const { user } = renderLogin();
    await submitLogin(user);
    expect(await screen.findByText('Pad: /dashboard')).toBeInTheDocument();
    expect(sent.body).toEqual({ identifier: 'juf@school.nl', password: 'geheim123' });
    expect(localStorage.getItem('jwt')).toBe('nieuw-token');
  });

  it('keeps the device token of a successful login and sends it with the next login of that account only', async () => {
    const sent: Array<string | null> = [];
    server.use(
      http.post(contentUrl('/api/auth/local'), ({ request }) => {
        sent.push(request.headers.get('X-Device-Token'));
        return HttpResponse.json({ jwt: 'nieuw-token', user: { id: 7 }, deviceToken: `apparaat-${sent.length}` });
      }),
    );
    for (const email of ['juf@school.nl', 'JUF@school.nl ', 'meester@school.nl']) {
      const { user, unmount } = renderLogin();
      await submitLogin(user, email);
      await screen.findByText('Pad: /dashboard');
      unmount();
    }
    // Unknown at first; then the account's own token (the identifier as typed does not matter); another account has none.
    expect(sent).toEqual([null, 'apparaat-1', null]);
  });

  it('goes to the remembered path instead, once', async () => {
    server.use(http.post(contentUrl('/api/auth/local'), () => HttpResponse.json({ jwt: 'nieuw-token' })));
    rememberPath('/artikel/lezen-met-begrip');
    const { user } = renderLogin();
    await submitLogin(user);
    expect(await screen.findByText('Pad: /artikel/lezen-met-begrip')).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });

  it('an unconfirmed account gets its message and a link to resend the confirmation', async () => {
    failLoginWith(400, 'Your account email is not confirmed');
    const { user } = renderLogin();
    await submitLogin(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(m.accountNotConfirmed);
    await user.click(screen.getByRole('button', { name: m.resendConfirmationLink }));
    expect(screen.getByRole('dialog', { name: m.resendConfirmationTitle })).toBeInTheDocument();
    expect(screen.getByLabelText(m.email)).toHaveValue('juf@school.nl');
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it.each([
    [400, 'Invalid identifier or password'],
    [404, 'Not Found'],
    [400, 'Unknown user'],
  ])('status %i "%s": wrong credentials, the old-site hint and Registreer opnieuw', async (status, message) => {
    failLoginWith(status, message);
    const { user, onRegister } = renderLogin();
    await submitLogin(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(m.invalidCredentials);
    expect(alert).toHaveTextContent(m.oldAccountHint);
    await user.click(screen.getByRole('button', { name: m.registerAgain }));
    expect(onRegister).toHaveBeenCalledOnce();
  });

  it.each([
    [500, 'Internal Server Error'],
    [400, 'Your account has been blocked by an administrator'],
  ])('status %i "%s": the generic failure', async (status, message) => {
    failLoginWith(status, message);
    const { user } = renderLogin();
    await submitLogin(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(m.loginFailed);
    expect(screen.getByRole('button', { name: m.login })).toBeEnabled();
  });

  it('too many attempts (429) says so, with the wait the content service names', async () => {
    server.use(
      http.post(contentUrl('/api/auth/local'), () =>
        HttpResponse.json(
          { data: null, error: { status: 429, name: 'RateLimitError', message: 'Too many attempts, please try again later.', details: { retryAfter: 900 } } },
          { status: 429, headers: { 'Retry-After': '900' } },
        ),
      ),
    );
    const { user } = renderLogin();
    await submitLogin(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Te veel inlogpogingen. Probeer het over 15 minuten opnieuw.');
    expect(alert).toHaveTextContent(m.tooManyLoginAttempts(m.waitMinutes(15)));
    expect(alert).not.toHaveTextContent(m.loginFailed);
    expect(screen.getByRole('button', { name: m.login })).toBeEnabled();
  });

  it('too many attempts without a named wait says "later"', async () => {
    failLoginWith(429, 'Too many requests, please try again later.');
    const { user } = renderLogin();
    await submitLogin(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(m.tooManyLoginAttemptsLater);
  });

  it('a network failure is the generic failure too', async () => {
    server.use(http.post(contentUrl('/api/auth/local'), () => HttpResponse.error()));
    const { user } = renderLogin();
    await submitLogin(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(m.loginFailed);
  });
});

describe('LoginModal, forgot password mode', () => {
  async function openForgot() {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: m.forgotPasswordLink }));
    expect(screen.getByRole('dialog', { name: m.forgotPasswordTitle })).toBeInTheDocument();
    expect(screen.getByLabelText(m.email)).toHaveFocus();
    await user.type(screen.getByLabelText(m.email), 'juf@school.nl');
    await user.click(screen.getByRole('button', { name: m.forgotPasswordSubmit }));
    return user;
  }

  it('sends the address and says a link was sent if it is known, with the old-account warning', async () => {
    const sent = recordPost(server, '/api/auth/forgot-password', { ok: true });
    await openForgot();
    const status = await screen.findByText(m.forgotPasswordSuccess);
    // eslint-disable-next-line testing-library/no-node-access -- the hint must sit in the same live region as the success text.
    expect(status.closest('[role="status"]')).toHaveTextContent(m.oldAccountHint);
    expect(sent.body).toEqual({ email: 'juf@school.nl' });
  });

  it('a failure says something went wrong, plus a hint', async () => {
    server.use(http.post(contentUrl('/api/auth/forgot-password'), () => strapiError(500, 'boom')));
    await openForgot();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(m.somethingWentWrong);
    expect(alert).toHaveTextContent(m.forgotPasswordHint);
  });

  it('returns to the login form', async () => {
    server.use(http.post(contentUrl('/api/auth/forgot-password'), () => HttpResponse.json({ ok: true })));
    const user = await openForgot();
    await user.click(screen.getByRole('button', { name: m.backToLogin }));
    expect(screen.getByRole('dialog', { name: m.login })).toBeInTheDocument();
  });
});

describe('LoginModal, resend confirmation mode', () => {
  async function resend() {
    failLoginWith(400, 'Your account email is not confirmed');
    const { user } = renderLogin();
    await submitLogin(user);
    await user.click(await screen.findByRole('button', { name: m.resendConfirmationLink }));
    await user.click(screen.getByRole('button', { name: m.resendConfirmationSubmit }));
  }

  it('success: a new confirmation mail was sent if the address is known', async () => {
    const sent = recordPost(server, '/api/auth/send-email-confirmation', { email: 'juf@school.nl', sent: true });
    await resend();
    expect(await screen.findByRole('status')).toHaveTextContent(m.resendConfirmationSuccess);
    expect(sent.body).toEqual({ email: 'juf@school.nl' });
  });

  it('failure: something went wrong', async () => {
    server.use(http.post(contentUrl('/api/auth/send-email-confirmation'), () => strapiError(400, 'Already confirmed')));
    await resend();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(m.somethingWentWrong));
  });
});
