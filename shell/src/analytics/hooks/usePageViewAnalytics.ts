import { readAssistantSessionId } from '@doorloopjes/runtime';
import { sendAnalyticsEvent } from '@doorloopjes/shared';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { whenIdle } from '../../scheduling/whenIdle';

/**
 * One `page_view` event per route change. sendAnalyticsEvent sends only with a
 * token and ignores failures. The ref also keeps StrictMode's double effect from sending twice.
 * The event is described at once (path, title, session) and sent when the page is idle, so it
 * never competes with the page's own first work.
 */
export function usePageViewAnalytics(): void {
  const { pathname } = useLocation();
  const lastSent = useRef<string | null>(null);

  useEffect(() => {
    if (lastSent.current === pathname) return;
    const previousPath = lastSent.current;
    lastSent.current = pathname;
    const event = {
      type: 'page_view',
      path: pathname,
      title: document.title,
      payload: previousPath ? { previousPath } : {},
      // Page views carry the assistant's session id so both can be joined.
      sessionId: readAssistantSessionId(),
    } as const;
    whenIdle(() => void sendAnalyticsEvent(event));
  }, [pathname]);
}
