import { announce, usePageTitleStore } from '@doorloopjes/runtime';
import { focusPageHeading } from '@doorloopjes/shared';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a route change (a link, the search, the browser's back and forward buttons) moves focus
 * to the new page's heading and announces its title politely, once the page has named itself
 * with `usePageTitle` (a fetched guide only does when it is shown). The first page of a visit is
 * left alone: the browser reads its title and the skip link stays the first Tab stop. Only the
 * path counts: a changed query or hash (filters, the skip link's `#main`) is the same page.
 */
export function useNavigationFocus(): void {
  const { pathname } = useLocation();
  const published = usePageTitleStore();
  const seenPath = useRef(pathname);
  const waitingFor = useRef<string | null>(null);

  useEffect(() => {
    if (pathname !== seenPath.current) {
      seenPath.current = pathname;
      waitingFor.current = pathname;
    }
    if (waitingFor.current !== pathname || published.pathname !== pathname || !published.title) return;
    waitingFor.current = null;
    announce(published.title);
    focusPageHeading();
  }, [pathname, published.pathname, published.title]);
}
