import { QueryProvider, usePreviewRefused } from '@doorloopjes/runtime';
import { REMOTE_ROUTES, messages } from '@doorloopjes/shared';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { NavigationA11y } from '../../a11y/components/NavigationA11y';
import { LandingPage, NotFoundPage } from '../../pages/lazyPages';
import { remoteRouteElements } from '../../remotes/components/remoteRouteElements';
import type { RemoteOverride } from '../../remotes/override';
import { OverrideBanner } from '../../remotes/components/OverrideBanner';
import { OverrideContext } from '../../remotes/hooks/OverrideContext';
import type { RemoteRegistry } from '../../remotes/registry';
import { RegistryContext } from '../../remotes/hooks/RegistryContext';
import { loadPreviewSession, type PreviewLoad } from '../loadPreviewSession';
import { previewAddress } from '../previewLink';
import { PreviewBanner } from './PreviewBanner';
import { PreviewLayout } from './PreviewLayout';
import '../preview.css';

interface Props {
  registry: RemoteRegistry;
  override?: RemoteOverride | null;
  /** The page the link names (`pad`), null when it names none. */
  page: string | null;
  /** The preview credential (already handed to the runtime), null when the link had none. */
  credential: string | null;
}

/** The address bar follows the preview's own navigation: `/voorbeeld?pad=<page>` (never the credential). */
function FollowAddress() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.history.replaceState(window.history.state, '', previewAddress(`${pathname}${search}`));
  }, [pathname, search]);
  return null;
}

function PreviewNotice({ title, help }: { title: string; help?: string }) {
  return (
    <main id="main" className="sh-preview-notice" role="alert">
      <h1>{title}</h1>
      {help && <p>{help}</p>}
    </main>
  );
}

/**
 * The /voorbeeld page: the draft a link from the admin panel names, in the real shell with the
 * real remotes, under the banner. Its own router (in memory, starting at the link's page) keeps
 * every click inside the preview; the session is the preview's (settings and guide list read with
 * the credential, no teacher), and nothing it reads is persisted or shared with other tabs (the
 * boot starts neither for this page). Search engines are told not to index it.
 */
export function PreviewApp({ registry, override = null, page, credential }: Props) {
  const [load, setLoad] = useState<PreviewLoad | 'loading'>('loading');
  const refused = usePreviewRefused();
  const usable = page !== null && credential !== null;

  // Search engines: the static server sends X-Robots-Tag for /voorbeeld; the page says it too.
  useEffect(() => {
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex, nofollow';
    document.head.append(robots);
    return () => robots.remove();
  }, []);

  useEffect(() => {
    if (!usable) return;
    let current = true;
    void loadPreviewSession().then((outcome) => {
      if (current) setLoad(outcome);
    });
    return () => {
      current = false;
    };
  }, [usable]);

  let body: ReactNode;
  if (page === null) body = <PreviewNotice title={messages.preview.noPage} help={messages.preview.refusedHelp} />;
  else if (credential === null || refused || load === 'refused') body = <PreviewNotice title={messages.preview.refused} help={messages.preview.refusedHelp} />;
  else if (load === 'unreachable') body = <PreviewNotice title={messages.preview.unreachable} />;
  else if (load === 'loading') body = <p className="page-loading" role="status">{messages.preview.loading}</p>;
  else
    body = (
      <MemoryRouter initialEntries={[page]}>
        <FollowAddress />
        <Suspense fallback={<p className="page-loading" role="status">{messages.preview.loading}</p>}>
          <Routes>
            <Route path="/" element={<LandingPage />} />
            <Route element={<PreviewLayout />}>
              {remoteRouteElements(REMOTE_ROUTES, registry)}
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Routes>
        </Suspense>
        <NavigationA11y />
      </MemoryRouter>
    );

  return (
    <QueryProvider>
      <RegistryContext.Provider value={registry}>
        <OverrideContext.Provider value={override}>
          <div className="sh-preview">
            <PreviewBanner />
            <OverrideBanner />
            {body}
          </div>
        </OverrideContext.Provider>
      </RegistryContext.Provider>
    </QueryProvider>
  );
}
