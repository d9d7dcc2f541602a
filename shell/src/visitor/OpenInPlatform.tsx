import { messages } from '@doorloopjes/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Any path but '/' in the visitor's app (a link followed, the dashboard after a login): the
 * browser loads that address as a page, which the server answers with the whole platform. The
 * visitor's app holds none of it, so this is the hand-over, and it happens once.
 */
export function OpenInPlatform() {
  const { key } = useLocation();
  // The address is already the new one (the router pushed it): loading it again opens it.
  useEffect(() => {
    window.location.reload();
  }, [key]);
  return (
    <p className="page-loading" role="status">
      {messages.auth.pageLoading}
    </p>
  );
}
