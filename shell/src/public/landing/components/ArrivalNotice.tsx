import { messages } from '@doorloopjes/shared';
import { useLocation } from 'react-router-dom';
import type { LandingArrival } from '../../session/hooks/useLogout';

/** Tells a visitor who just deleted her account that it is gone (route state set by the profile). */
export function ArrivalNotice() {
  const arrival = useLocation().state as LandingArrival | null;
  if (!arrival?.accountDeleted) return null;
  return (
    <p className="sh-landing-notice" role="status">
      {messages.auth.accountDeleted}
    </p>
  );
}
