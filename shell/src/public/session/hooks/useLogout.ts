import { useSessionStore } from '@doorloopjes/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { forgetRememberedPath } from '../rememberedPath';

/**
 * Logs out: the token and the session's user and list are dropped and the visitor lands on the
 * landing page, replacing the history entry so Back does not return to a guarded page.
 */
export function useLogout(): () => void {
  const logout = useSessionStore((state) => state.logout);
  const navigate = useNavigate();
  return useCallback(() => {
    forgetRememberedPath();
    logout();
    navigate('/', { replace: true });
  }, [logout, navigate]);
}
