import { useSessionStore } from '@doorloopjes/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { forgetRememberedPath } from '../rememberedPath';

/** What the landing page is told about why the visitor arrived (read by its notice). */
export interface LandingArrival {
  accountDeleted?: boolean;
}

/**
 * Logs out: the token and the session's user and list are dropped (the browser's personal data
 * is cleared) and the visitor lands on the landing page, replacing the history entry so Back
 * does not return to a guarded page. `arrival` travels along as the landing page's route state.
 */
export function useLogout(arrival?: LandingArrival): () => void {
  const logout = useSessionStore((state) => state.logout);
  const navigate = useNavigate();
  const accountDeleted = arrival?.accountDeleted === true;
  return useCallback(() => {
    forgetRememberedPath();
    logout();
    navigate('/', { replace: true, state: accountDeleted ? { accountDeleted } : null });
  }, [logout, navigate, accountDeleted]);
}
