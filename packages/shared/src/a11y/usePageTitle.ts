import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageTitle } from './pageTitle';
import { usePageTitleStore } from '@doorloopjes/runtime';

/**
 * Every page names itself once with this hook: it sets the document title ('Webinars ·
 * Doorloopjes') and tells the shell that the page for this path is shown. Pass `undefined` while
 * the name is still loading; `null` means the page has no own name (the landing page).
 */
export function usePageTitle(name: string | null | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (name === undefined) return;
    const title = pageTitle(name);
    document.title = title;
    usePageTitleStore.setState({ pathname, title });
  }, [name, pathname]);
}
