import { useSessionStore } from '@doorloopjes/runtime';
import { messages } from '@doorloopjes/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePublicUiStore } from '../../publicUiStore';
import { forgetRememberedPath } from '../rememberedPath';

/** Why the visitor is sent to the landing page, when it has something to say about it. */
export interface LandingArrival {
  accountDeleted?: boolean;
}

/**
 * Logs out: the token and the session's user and list are dropped (the browser's personal data
 * is cleared) and the visitor lands on the landing page, replacing the history entry so Back
 * does not return to a guarded page. After an account deletion the landing page says so.
 */
export function useLogout(arrival?: LandingArrival): () => void {
  const logout = useSessionStore((state) => state.logout);
  const navigate = useNavigate();
  const showLandingNotice = usePublicUiStore((state) => state.showLandingNotice);
  const accountDeleted = arrival?.accountDeleted === true;
  return useCallback(() => {
    forgetRememberedPath();
    if (accountDeleted) showLandingNotice(messages.auth.accountDeleted);
    logout();
    navigate('/', { replace: true });
  }, [logout, navigate, showLandingNotice, accountDeleted]);
}

/**
 * 'Uitloggen op alle apparaten': the content service ends every session of the account, then
 * this device logs out as above. Resolves false, and nothing changes, when the service could not
 * confirm it (offline): the other devices would otherwise stay logged in unnoticed.
 */
export function useLogoutEverywhere(): () => Promise<boolean> {
  const logoutEverywhere = useSessionStore((state) => state.logoutEverywhere);
  const navigate = useNavigate();
  return useCallback(async () => {
    if (!(await logoutEverywhere())) return false;
    forgetRememberedPath();
    navigate('/', { replace: true });
    return true;
  }, [logoutEverywhere, navigate]);
}
