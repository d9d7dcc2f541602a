import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePublicUiStore } from '../../publicUiStore';

/** The state links to '/' carry when they mean "log in now" (from the reset and verify pages). */
export const OPEN_LOGIN_STATE = { openLogin: true } as const;

/** Opens the login modal when the landing page was reached through such a link, once. */
export function useOpenLoginFromState(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const openLogin = usePublicUiStore((state) => state.openLogin);
  const wanted = (location.state as { openLogin?: boolean } | null)?.openLogin === true;
  useEffect(() => {
    if (!wanted) return;
    openLogin();
    // Drop the state, so a reload or Back does not open the modal again.
    navigate(location.pathname, { replace: true, state: null });
  }, [wanted, openLogin, navigate, location.pathname]);
}
