import { useSessionStore } from '@doorloopjes/runtime';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePublicUiStore } from '../../publicUiStore';
import { takePathAfterLogin } from '../rememberedPath';

/**
 * After login, or registration with an immediate token: store the token, reload the session
 * (settings, user, list) and go to the remembered path or /dashboard.
 */
export function useCompleteLogin(): (jwt: string) => Promise<void> {
  const login = useSessionStore((state) => state.login);
  const resetModals = usePublicUiStore((state) => state.reset);
  const navigate = useNavigate();
  return useCallback(
    async (jwt: string) => {
      const target = takePathAfterLogin();
      await login(jwt);
      resetModals();
      navigate(target, { replace: true });
    },
    [login, navigate, resetModals],
  );
}
