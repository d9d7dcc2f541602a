import { isCancelledError } from '@tanstack/react-query';
import { create } from 'zustand';
import { endSessionOnServer, isAuthFailure, isNetworkFailure } from '../api/client';
import { fetchDoorloopjes, guideListQuery, currentGuideList } from '../api/guides';
import { fetchGlobalSettings, globalSettingsQuery, currentGlobalSettings } from '../api/globalSettings';
import { getToken, removeToken, setSessionTokens, type SessionTokens } from '../api/token';
import { fetchMe, updateUser, currentUser, showUser } from '../api/users';
import { messages } from '@doorloopjes/messages';
import { clearPersonalData } from '../offline/clearPersonalData';
import { pauseQueriesWhileDisconnected } from '../query/pauseWhileDisconnected';
import { deviceCopyRestored } from '../query/persistForSession';
import { refetchUserOnFocus } from '../query/refetchUserOnFocus';
import { queryClient } from '../query/queryClient';
import { refetchSessionUser } from '../query/refetchSessionUser';
import { isBrowserOffline } from '../offline/online';
import { createReconnector } from '../offline/reconnect';
import type { Doorloopje, DoorloopjeStatus, GlobalSettings, User } from '@doorloopjes/content-types';
import { favoriteChange, statusChange, type ListChange } from './listChanges';
import { listWritesPending, sendListChange } from './listWrite';

/**
 * The session's load and the user's own actions. What it loads (user, site settings, guide list) are
 * queries of the page's client (`currentUserQuery`, `globalSettingsQuery`, `guideListQuery`; read with
 * `useSessionUser()`, `useGlobalSettings()`, `useGuideList()`), never copied here: this store holds
 * only the state of the load and of the list writes.
 */
export interface SessionState {
  loading: boolean;
  /** True once the first initial load has finished (successfully or not). */
  initialised: boolean;
  /** A favourite or status change that could not be saved and was undone (Dutch, for the UI). */
  listWriteError: string | null;
  /** The last load failed without an answer from the server: retrying with backoff. */
  connectionLost: boolean;
  /** What is shown is the device's copy of the last session, possibly out of date. */
  showingSavedCopy: boolean;
  /** The content service confirmed the session shown since this page loaded (it is not the device's copy). */
  sessionConfirmed: boolean;

  /** Settings, user and list load in parallel (docs/product.md, 'Session'). */
  loadInitialData: () => Promise<void>;
  refetchUser: () => Promise<void>;
  /**
   * Stores the session's tokens and reloads the session (after login or registration). A bare
   * access token is still taken, as before sessions (the export stays compatible for remotes).
   */
  login: (session: SessionTokens | string) => Promise<void>;
  /** Ends this session on the server (without waiting for it) and forgets it on this device at once. */
  logout: () => void;
  /**
   * Ends every session of the account on the server ('Uitloggen op alle apparaten'), then this
   * device's. Resolves false, and keeps this session, when the server could not confirm it.
   */
  logoutEverywhere: () => Promise<boolean>;
  /** Shows a user record the server returned (after a save of the user's own). */
  setUser: (user: User | null) => void;
  setDoorloopjeStatus: (doorloopjeId: number, status: DoorloopjeStatus) => Promise<void>;
  toggleFavorite: (doorloopjeId: number) => Promise<void>;
  markTourCompleted: () => Promise<void>;
  dismissListWriteError: () => void;
}

/** What a load brought, written to its queries at once. */
function showSession(settings: GlobalSettings | null, user: User | null, doorloopjes: Doorloopje[]): void {
  queryClient.setQueryData(globalSettingsQuery.queryKey, settings);
  queryClient.setQueryData(guideListQuery.queryKey, doorloopjes);
  showUser(user);
}

export const useSessionStore = create<SessionState>()((set, get) => {
  /**
   * Loads settings, user and list in parallel. Returns false when the server gave no answer: the
   * device's copy of the last session (the persisted query cache, waited for here)
   * is shown meanwhile, marked, and the reconnector retries. A refused token (401/403) ends the
   * session and everything personal kept on the device.
   */
  const fetchSession = async (): Promise<boolean> => {
    const hasToken = getToken() !== null;
    try {
      const [settings, user, doorloopjes] = await Promise.all([
        fetchGlobalSettings(),
        hasToken ? fetchMe() : Promise.resolve(null),
        hasToken ? fetchDoorloopjes() : Promise.resolve([]),
      ]);
      // Logged out while this load was under way: its answer belongs to the old session.
      if (hasToken && !getToken()) return true;
      showSession(settings, user, doorloopjes);
      set({ connectionLost: false, showingSavedCopy: false, sessionConfirmed: true });
      return true;
    } catch (error) {
      console.error(messages.common.initialDataError, error);
      if (isAuthFailure(error)) {
        removeToken();
        // Empties the query cache: user, settings and list go with it.
        void clearPersonalData();
        set({ connectionLost: false, showingSavedCopy: false, sessionConfirmed: false });
        return true;
      }
      // A user shown that this page's server never confirmed came from the device; online the
      // device's copy may still be on its way (the first render does not wait for it).
      await deviceCopyRestored();
      set({ connectionLost: true, showingSavedCopy: hasToken && currentUser() !== null && !get().sessionConfirmed });
      return false;
    }
  };

  const reconnector = createReconnector(fetchSession);

  const connectionDropped = () => {
    set({ connectionLost: true });
    reconnector.start();
  };

  let following = false;
  /**
   * From the first load on, for the life of the page: the browser's own `offline` event marks the
   * connection lost at once, queries keep their data and wait while a logged-in user's connection is
   * lost, and a tab that regains focus or becomes visible refetches the user.
   */
  const followConnectionAndFocus = () => {
    if (following || typeof window === 'undefined') return;
    following = true;
    window.addEventListener('offline', connectionDropped);
    refetchUserOnFocus(() => void get().refetchUser());
    pauseQueriesWhileDisconnected(queryClient, {
      isLost: () => get().connectionLost && currentUser() !== null,
      // The connection is the store's, the user the query cache's: either can change it.
      subscribe: (listener) => {
        const stopStore = useSessionStore.subscribe(listener);
        const stopCache = queryClient.getQueryCache().subscribe(listener);
        return () => {
          stopStore();
          stopCache();
        };
      },
      reportLost: () => {
        if (getToken()) connectionDropped();
      },
    });
  };

  /**
   * Shows a list change at once and sends it as an operation (a mutation: serialised per user,
   * retried once). If it still fails, only this change is undone locally and a message says so,
   * so the page never shows what the server does not have. When no writes remain, the user is
   * refetched.
   */
  const writeListChange = async (changeFor: (user: User) => ListChange, failureMessage: string): Promise<void> => {
    const user = currentUser();
    if (!user || !getToken()) return;
    // Without a network the change could only be lost: it is refused at once, with a message.
    if (isBrowserOffline()) {
      set({ listWriteError: messages.common.offlineWriteRefused });
      return;
    }
    const change = changeFor(user);
    await sendListChange(queryClient, user.id, change, {
      onMutate: () => {
        showUser({ ...user, ...change.apply(user, currentGuideList()) });
        set({ listWriteError: null });
      },
      onError: (error) => {
        console.error('Bijwerken van de voortgang is mislukt.', error);
        const current = currentUser();
        if (current?.id === user.id) {
          showUser({ ...current, ...change.revert(current, currentGuideList()) });
          set({ listWriteError: failureMessage });
        }
      },
    });
    // A refetch while later writes wait would briefly show stale lists; only the last one refetches.
    if (!listWritesPending(queryClient)) await get().refetchUser();
  };

  /** Forgets the session on this device: its tokens and everything personal kept for it. */
  const forgetSession = () => {
    removeToken();
    reconnector.stop();
    // The site's settings are public and stay shown (the landing page's links); the rest of the
    // query cache, the guide list with it, is personal and goes.
    const settings = currentGlobalSettings();
    void clearPersonalData();
    if (settings) queryClient.setQueryData(globalSettingsQuery.queryKey, settings);
    set({ listWriteError: null, showingSavedCopy: false, sessionConfirmed: false });
  };

  return {
    loading: true,
    initialised: false,
    listWriteError: null,
    connectionLost: false,
    showingSavedCopy: false,
    sessionConfirmed: false,

    loadInitialData: async () => {
      followConnectionAndFocus();
      reconnector.stop();
      set({ loading: true });
      const done = await fetchSession();
      set({ loading: false, initialised: true });
      if (!done) reconnector.start();
    },

    refetchUser: async () => {
      // While list writes wait, only the last one refetches (a refetch now would show stale lists).
      if (!getToken() || listWritesPending(queryClient)) return;
      try {
        await refetchSessionUser();
      } catch (error) {
        // Cancelled: the user changed meanwhile (here or in another tab) or the session ended: that answer is dropped.
        if (isCancelledError(error)) return;
        console.error('Fout bij het ophalen van de gebruiker.', error);
        if (isNetworkFailure(error)) connectionDropped();
      }
    },

    login: async (session) => {
      setSessionTokens(typeof session === 'string' ? { jwt: session } : session);
      await get().loadInitialData();
    },

    logoutEverywhere: async () => {
      if (!(await endSessionOnServer('all'))) return false;
      forgetSession();
      return true;
    },

    logout: () => {
      // The tokens are read at this call, before they are removed: the server ends that session
      // even when the page is left at once. Offline, only this device forgets it (the server
      // session then ends after its idle lifespan).
      void endSessionOnServer('this');
      forgetSession();
    },

    setUser: showUser,

    setDoorloopjeStatus: (doorloopjeId, status) =>
      writeListChange((user) => statusChange(user, doorloopjeId, status), messages.doorloopjes.statusWriteFailed),

    toggleFavorite: (doorloopjeId) =>
      writeListChange((user) => favoriteChange(user, doorloopjeId), messages.doorloopjes.favoriteWriteFailed),

    dismissListWriteError: () => set({ listWriteError: null }),

    markTourCompleted: async () => {
      const user = currentUser();
      if (!user || !getToken() || user.has_completed_tour === true) return;
      // The local user is updated without a refetch.
      showUser({ ...user, has_completed_tour: true });
      try {
        await updateUser(user.id, { has_completed_tour: true });
      } catch (error) {
        console.error('Bijwerken van de rondleiding is mislukt.', error);
      }
    },
  };
});
