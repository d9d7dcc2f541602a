import { messages } from '@doorloopjes/shared';
import { contentUrl, setupMswServer } from '@doorloopjes/runtime/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { strapiError } from '../../../test/handlers';
import { renderAt } from '../../../test/renderWithRouter';
import { recordPost } from '../../../test/recordPost';
import { ResetPasswordPage } from './ResetPasswordPage';

const m = messages.auth;
const server = setupMswServer();

async function submit(url: string) {
  const user = userEvent.setup();
  renderAt(<ResetPasswordPage />, { path: '/reset-password', url });
  await user.type(screen.getByLabelText(m.newPassword), 'Nieuw!2026');
  await user.type(screen.getByLabelText(m.confirmNewPassword), 'Nieuw!2026');
  await user.click(screen.getByRole('button', { name: m.resetSubmit }));
  return user;
}

describe('ResetPasswordPage', () => {
  it('without a code says the reset code is invalid or missing, and shows no form', () => {
    renderAt(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent(m.resetCodeMissing);
    expect(screen.queryByLabelText(m.newPassword)).not.toBeInTheDocument();
  });

  it('requires both fields', () => {
    renderAt(<ResetPasswordPage />, { path: '/reset-password', url: '/reset-password?code=abc' });
    expect(screen.getByLabelText(m.newPassword)).toBeRequired();
    expect(screen.getByLabelText(m.confirmNewPassword)).toBeRequired();
  });

  it('sends code and passwords, then says the user can log in', async () => {
    const sent = recordPost(server, '/api/auth/reset-password', { jwt: 'x', user: { id: 1 } });
    const user = await submit('/reset-password?code=abc123');
    expect(await screen.findByRole('status')).toHaveTextContent(m.resetSuccess);
    expect(sent.body).toEqual({ code: 'abc123', password: 'Nieuw!2026', passwordConfirmation: 'Nieuw!2026' });
    await user.click(screen.getByRole('link', { name: m.goToLogin }));
    expect(screen.getByText('Pad: /')).toBeInTheDocument();
  });

  it('a refused code says the link may no longer be valid', async () => {
    server.use(http.post(contentUrl('/api/auth/reset-password'), () => strapiError(400, 'Incorrect code provided')));
    await submit('/reset-password?code=oud');
    expect(await screen.findByRole('alert')).toHaveTextContent(m.resetFailed);
    expect(screen.getByLabelText(m.newPassword)).toBeInTheDocument();
  });
});
