import { useSessionStore } from '@doorloopjes/runtime';
import { useMemo } from 'react';
import { toUserProgress, type UserProgress } from '../userProgress';

/** The current user's progress sets; a new object only when the user record changes. */
export function useUserProgress(): UserProgress {
  const user = useSessionStore((state) => state.user);
  return useMemo(() => toUserProgress(user), [user]);
}
