import { messages } from '@doorloopjes/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { OPEN_LOGIN_STATE } from '../landing/hooks/useOpenLoginFromState';

/** A mailed link's page that has nothing to ask: its message and the way back to logging in. */
export function BackToLoginNotice({ className, role, children }: { className: string | undefined; role: 'alert' | 'status'; children: ReactNode }) {
  return (
    <div className="sh-form">
      <p className={className} role={role}>
        {children}
      </p>
      <Link to="/" state={OPEN_LOGIN_STATE}>
        {messages.auth.backToLogin}
      </Link>
    </div>
  );
}
