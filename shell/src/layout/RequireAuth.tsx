import { getToken } from '@doorloopjes/shared';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

/** The login guard: without a token, go to '/' and replace the history entry (SPEC section 6). */
export function RequireAuth({ children }: { children: ReactNode }) {
  if (!getToken()) return <Navigate to="/" replace />;
  return <>{children}</>;
}
