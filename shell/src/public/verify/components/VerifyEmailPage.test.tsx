import { messages } from '@doorloopjes/shared';
import { contentUrl, setupMswServer } from '@doorloopjes/runtime/testing';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { strapiError } from '../../../test/handlers';
import { renderAt } from '../../../test/renderWithRouter';
import { CONFIRMATION_DEBUG_KEY } from '../confirmationDebug';
import { VerifyEmailPage } from './VerifyEmailPage';

const m = messages.auth;
const server = setupMswServer();

function recordConfirmations(reply: () => Response = () => HttpResponse.json({ ok: true })) {
  const tokens: Array<string | null> = [];
  server.use(
    http.get(contentUrl('/api/auth/email-confirmation'), ({ request }) => {
      tokens.push(new URL(request.url).searchParams.get('confirmation'));
      return reply();
    }),
  );
  return tokens;
}

const render = (url: string) => renderAt(<VerifyEmailPage />, { path: '/verify-email', url });

describe('VerifyEmailPage', () => {
  it.each(['confirmation', 'token', 'code', 'confirmationToken'])('reads the token from ?%s= and confirms it once', async (name) => {
    const tokens = recordConfirmations();
    render(`/verify-email?${name}=tok-${name}`);
    expect(screen.getByRole('status')).toHaveTextContent(m.confirmationProcessing);
    expect(await screen.findByText(m.confirmationSuccess)).toBeInTheDocument();
    expect(tokens).toEqual([`tok-${name}`]);
    expect(JSON.parse(localStorage.getItem(CONFIRMATION_DEBUG_KEY) ?? '{}')).toMatchObject({ ok: true, status: 200 });
  });

  it('without a token says none was found and calls nothing', () => {
    render('/verify-email');
    expect(screen.getByRole('status')).toHaveTextContent(m.confirmationMissing);
    expect(screen.getByRole('link', { name: m.backToLogin })).toHaveAttribute('href', '/');
  });

  it('the redirect of the content service (?status=confirmed) counts as confirmed', () => {
    render('/verify-email?status=confirmed');
    expect(screen.getByRole('status')).toHaveTextContent(m.confirmationSuccess);
  });

  it.each([
    ['an already used token', () => strapiError(400, 'Invalid token')],
    ['a network failure', () => HttpResponse.error()],
  ])('%s still shows the success text and stores debug info', async (_case, reply) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    recordConfirmations(reply);
    render('/verify-email?confirmation=gebruikt');
    expect(await screen.findByText(m.confirmationSuccess)).toBeInTheDocument();
    const debug = JSON.parse(localStorage.getItem(CONFIRMATION_DEBUG_KEY) ?? '{}') as { ok?: boolean; message?: string };
    expect(debug.ok).toBe(false);
    expect(debug.message).toBeTruthy();
    warn.mockRestore();
  });
});
