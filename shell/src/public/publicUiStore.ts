import { create } from 'zustand';
import { forgetRememberedPath, rememberPath } from './session/rememberedPath';

export type PublicModal = 'login' | 'register' | 'contact' | 'privacy';

interface PublicUiState {
  modal: PublicModal | null;
  /** Shown above the login form, e.g. why login is needed. */
  loginNotice: string | null;
  /**
   * Shown at the top of the landing page, e.g. that the account was just deleted. Kept here, not
   * in the route's state: the login guard's own redirect to '/' would replace that state.
   */
  landingNotice: string | null;
  showLandingNotice: (notice: string) => void;
  openLogin: (options?: { notice?: string; returnTo?: string }) => void;
  openModal: (modal: Exclude<PublicModal, 'login'>) => void;
  /** Switches between login and registration without losing the remembered path. */
  switchTo: (modal: 'login' | 'register') => void;
  /** The visitor dismissed the modal: the remembered path is no longer wanted. */
  close: () => void;
  /** Closed because the visitor logged in; the caller already used the remembered path. */
  reset: () => void;
}

/** Which public modal is open. One modal at a time, so focus has one place to return to. */
export const usePublicUiStore = create<PublicUiState>()((set) => ({
  modal: null,
  loginNotice: null,
  landingNotice: null,
  showLandingNotice: (notice) => set({ landingNotice: notice }),
  openLogin: (options) => {
    if (options?.returnTo) rememberPath(options.returnTo);
    else forgetRememberedPath();
    set({ modal: 'login', loginNotice: options?.notice ?? null });
  },
  openModal: (modal) => set({ modal, loginNotice: null }),
  switchTo: (modal) => set({ modal, loginNotice: null }),
  close: () => {
    forgetRememberedPath();
    set({ modal: null, loginNotice: null });
  },
  reset: () => set({ modal: null, loginNotice: null, landingNotice: null }),
}));
