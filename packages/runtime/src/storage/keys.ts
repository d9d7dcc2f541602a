/**
 * Every key the platform writes to localStorage or sessionStorage, in one place: several apps
 * read keys another one writes (the page views and video plays carry the assistant's session id).
 */
export const STORAGE_KEYS = {
  /** localStorage: the login token every app sends. */
  token: 'jwt',
  /** localStorage: the session's refresh token, which renews `jwt` (shared by every tab). */
  refreshToken: 'jwt_refresh',
  /** sessionStorage: the assistant's chat session in this tab. */
  assistantSessionId: 'ai_session_id',
  /** sessionStorage: '1' after "new chat", so the session id on the user record is not resumed. */
  assistantIgnoreServerId: 'ai_ignore_server_ai_id',
  /** localStorage: whether the floating assistant is open. */
  assistantOpen: 'ai_fab_open',
  /** localStorage: the assistant's chat, for the other tabs of the same user. */
  assistantSync: 'ai_sync',
  /**
   * localStorage: per account that logged in here, the content service's device token (kept after
   * logout: it lets this browser log in while the account is locked for strangers' guesses).
   */
  loginDevices: 'login_devices',
  /** localStorage: the visitor's cookie choice. */
  cookieConsent: 'cookie_consent',
  /** localStorage: what the last e-mail confirmation attempt returned, for support. */
  confirmationDebug: 'email_confirmation_debug',
  /** sessionStorage: the page to return to after logging in. */
  returnTo: 'doorloopjes_return_to',
  /** sessionStorage: the product tour was closed in this tab. */
  tourDismissed: 'doorloopjes_tour_dismissed',
  /** sessionStorage: a tester's remote version override. */
  remoteOverride: 'remote-override',
  /** localStorage: a user's unsaved cluster. */
  clusterDraft: (userId: number) => `cluster_builder_draft:${userId}`,
  /** localStorage: the own cluster a user set aside when loading a newer one saved elsewhere. */
  clusterKept: (userId: number) => `cluster_builder_kept:${userId}`,
} as const;

/** The assistant's session id in this tab (null when there is none or storage is unavailable). */
export function readAssistantSessionId(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.assistantSessionId);
  } catch {
    return null;
  }
}
