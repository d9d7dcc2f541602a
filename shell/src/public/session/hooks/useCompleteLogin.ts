import { useSessionStore, type SessionTokens } from '@doorloopjes/runtime';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePublicUiStore } from '../../publicUiStore';
import { takePathAfterLogin } from '../rememberedPath';

/**
 * After login, or registration with an immediate token: store the session's tokens, reload the session
 * (settings, user, list) and go to the remembered path or /dashboard.
 */
export function useCompleteLogin(): (session: SessionTokens) => Promise<void> {
  const login = useSessionStore((state) => state.login);
  const resetModals = usePublicUiStore((state) => state.reset);
  const navigate = useNavigate();
  return useCallback(
    async (session: SessionTokens) => {
      const target = takePathAfterLogin();
      await login(session);
      resetModals();
      navigate(target, { replace: true });
    },
    [login, navigate, resetModals],
  );
}
