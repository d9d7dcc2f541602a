import { sendAnalyticsEvent } from '@doorloopjes/shared';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Where the assistant keeps its session id; page views carry it so both can be joined. */
const AI_SESSION_KEY = 'ai_session_id';

function aiSessionId(): string | null {
  try {
    return sessionStorage.getItem(AI_SESSION_KEY);
  } catch {
    return null;
  }
}

/**
 * One `page_view` event per route change. sendAnalyticsEvent sends only with a
 * token and ignores failures. The ref also keeps StrictMode's double effect from sending twice.
 */
export function usePageViewAnalytics(): void {
  const { pathname } = useLocation();
  const lastSent = useRef<string | null>(null);

  useEffect(() => {
    if (lastSent.current === pathname) return;
    const previousPath = lastSent.current;
    lastSent.current = pathname;
    void sendAnalyticsEvent({
      type: 'page_view',
      path: pathname,
      title: document.title,
      payload: previousPath ? { previousPath } : {},
      sessionId: aiSessionId(),
    });
  }, [pathname]);
}
