import { getToken, useSessionStore } from '@doorloopjes/runtime';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

/** The login guard: without a token, go to '/' and replace the history entry. */
export function RequireAuth({ children }: { children: ReactNode }) {
  // Subscribed so the guard runs again when the session changes: a logout, or a session load
  // that dropped an expired token (401/403), sends the user to '/' at once.
  useSessionStore((state) => state.user);
  useSessionStore((state) => state.loading);
  if (!getToken()) return <Navigate to="/" replace />;
  return <>{children}</>;
}
