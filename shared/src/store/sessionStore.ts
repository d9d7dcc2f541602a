import { create } from 'zustand';
import { isAuthFailure } from '../api/client';
import { fetchDoorloopjes } from '../api/doorloopjes';
import { fetchGlobalSettings } from '../api/globalSettings';
import { getToken, removeToken, setToken } from '../api/token';
import { fetchMe, updateUser } from '../api/users';
import { messages } from '../messages';
import type { Doorloopje, DoorloopjeStatus, GlobalSettings, User } from '../types/entities';
import { applyStatus, idsOf, knownDoorloopjes, resolveDoorloopjes, toggleId } from './doorloopjeStatus';
import { createWriteQueue } from './writeQueue';

export interface SessionState {
  settings: GlobalSettings | null;
  user: User | null;
  doorloopjes: Doorloopje[];
  loading: boolean;
  /** True once the first initial load has finished (successfully or not). */
  initialised: boolean;

  /** SPEC section 4: settings, user and list load in parallel. */
  loadInitialData: () => Promise<void>;
  refetchUser: () => Promise<void>;
  /** Stores the token and reloads the session (after login or registration). */
  login: (token: string) => Promise<void>;
  logout: () => void;
  setUser: (user: User | null) => void;
  setDoorloopjeStatus: (doorloopjeId: number, status: DoorloopjeStatus) => Promise<void>;
  toggleFavorite: (doorloopjeId: number) => Promise<void>;
  markTourCompleted: () => Promise<void>;
}

const writes = createWriteQueue();

/**
 * Bumped on every local list change. A user refetch that started before the latest local change
 * would overwrite it with the server's older lists, so its answer is dropped (the write of that
 * change refetches once it is done).
 */
let localChangeVersion = 0;

export const useSessionStore = create<SessionState>()((set, get) => {
  /** Applies a list change locally at once, then writes it (serialised) and refetches. */
  const writeUserLists = async (
    localChange: (user: User) => Partial<User>,
    payload: (user: User) => Parameters<typeof updateUser>[1],
  ): Promise<void> => {
    const { user } = get();
    if (!user || !getToken()) return;
    localChangeVersion += 1;
    set({ user: { ...user, ...localChange(user) } });
    try {
      await writes.enqueue(() => {
        // Read the local user when the write runs, so it carries every earlier change.
        const latest = get().user;
        if (!latest) return Promise.resolve(undefined);
        return updateUser(latest.id, payload(latest));
      });
      // A refetch while later writes wait would briefly show stale lists; only the last one refetches.
      if (!writes.isBusy()) await get().refetchUser();
    } catch (error) {
      // SPEC section 8: only logged; nothing is rolled back.
      console.error('Bijwerken van de voortgang is mislukt.', error);
    }
  };

  return {
    settings: null,
    user: null,
    doorloopjes: [],
    loading: true,
    initialised: false,

    loadInitialData: async () => {
      set({ loading: true });
      const hasToken = getToken() !== null;
      try {
        const [settings, user, doorloopjes] = await Promise.all([
          fetchGlobalSettings(),
          hasToken ? fetchMe() : Promise.resolve(null),
          hasToken ? fetchDoorloopjes() : Promise.resolve([]),
        ]);
        set({ settings, user, doorloopjes });
      } catch (error) {
        console.error(messages.common.initialDataError, error);
        if (isAuthFailure(error)) removeToken();
        set({ settings: null, user: null, doorloopjes: [] });
      } finally {
        set({ loading: false, initialised: true });
      }
    },

    refetchUser: async () => {
      if (!getToken()) return;
      const versionAtStart = localChangeVersion;
      try {
        const user = await fetchMe();
        // Stale: a list change was made meanwhile or is still being written, or the user logged out.
        if (versionAtStart !== localChangeVersion || writes.isBusy() || !getToken()) return;
        set({ user });
      } catch (error) {
        console.error('Fout bij het ophalen van de gebruiker.', error);
      }
    },

    login: async (token) => {
      setToken(token);
      await get().loadInitialData();
    },

    logout: () => {
      removeToken();
      set({ user: null, doorloopjes: [] });
    },

    setUser: (user) => set({ user }),

    setDoorloopjeStatus: (doorloopjeId, status) =>
      writeUserLists(
        (user) => {
          const next = applyStatus(
            { inprogress_doorloopjes: idsOf(user.inprogress_doorloopjes), completed_doorloopjes: idsOf(user.completed_doorloopjes) },
            doorloopjeId,
            status,
          );
          const known = knownDoorloopjes(user, get().doorloopjes);
          return {
            inprogress_doorloopjes: resolveDoorloopjes(next.inprogress_doorloopjes, known),
            completed_doorloopjes: resolveDoorloopjes(next.completed_doorloopjes, known),
          };
        },
        (user) => ({
          inprogress_doorloopjes: idsOf(user.inprogress_doorloopjes),
          completed_doorloopjes: idsOf(user.completed_doorloopjes),
        }),
      ),

    toggleFavorite: (doorloopjeId) =>
      writeUserLists(
        (user) => ({
          favorite_doorloopjes: resolveDoorloopjes(toggleId(idsOf(user.favorite_doorloopjes), doorloopjeId), knownDoorloopjes(user, get().doorloopjes)),
        }),
        (user) => ({ favorite_doorloopjes: idsOf(user.favorite_doorloopjes) }),
      ),

    markTourCompleted: async () => {
      const { user } = get();
      if (!user || !getToken() || user.has_completed_tour === true) return;
      // SPEC call 10: the local user is updated without a refetch.
      set({ user: { ...user, has_completed_tour: true } });
      try {
        await updateUser(user.id, { has_completed_tour: true });
      } catch (error) {
        console.error('Bijwerken van de rondleiding is mislukt.', error);
      }
    },
  };
});
