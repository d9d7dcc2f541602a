import { useSessionStore, useSessionUser } from '@doorloopjes/runtime';
import { messages, useNarrowScreen } from '@doorloopjes/shared';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { SkipLink } from '../../a11y/components/SkipLink';
import { usePageViewAnalytics } from '../../analytics/hooks/usePageViewAnalytics';
import { ContactModal } from '../../public/rich/components/ContactModal';
import { TourContext } from '../../tour/hooks/TourContext';
import { useTour } from '../../tour/hooks/useTour';
import { AssistantLauncherSlot } from './AssistantLauncherSlot';
import { ConnectionNotice } from './ConnectionNotice';
import { LayoutSkeleton } from '../skeleton/LayoutSkeleton';
import { MoreSheet } from './MoreSheet';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import './layout.css';

/** The tour library is downloaded when the tour first starts, not with the layout. */
const OnboardingTour = lazy(() =>
  import(/* webpackChunkName: "logged-in-tour" */ '../../tour/components/OnboardingTour').then((module) => ({ default: module.OnboardingTour })),
);

/** The logged-in frame: sidebar, top bar, the routed page, the tour, dialogs and the launcher. */
export function AuthLayout() {
  const user = useSessionUser();
  const loading = useSessionStore((state) => state.loading);
  const connectionLost = useSessionStore((state) => state.connectionLost);
  const narrow = useNarrowScreen();
  const [moreSheetOpen, setMoreSheetOpen] = useState(false);
  const [contactOpen, setContactOpen] = useState(false);
  const tour = useTour({ narrow, setMoreSheetOpen });
  const tourControls = useMemo(() => ({ restart: tour.restart }), [tour.restart]);
  // Once started the tour stays mounted, so it can finish its own closing.
  const [tourStarted, setTourStarted] = useState(false);
  if (tour.state.run && !tourStarted) setTourStarted(true);
  usePageViewAnalytics();

  const openContact = useCallback(() => {
    setMoreSheetOpen(false);
    setContactOpen(true);
  }, []);

  // Without an answer and without a copy of an earlier visit there is nothing to show but why.
  if (!user && connectionLost && !loading) return <ConnectionNotice />;
  // The frame's outline, as the HTML of this path showed it before any script ran.
  if (loading || !user) return <LayoutSkeleton />;
  return (
    <TourContext.Provider value={tourControls}>
      <SkipLink />
      <div className="app-layout">
        <Sidebar user={user} narrow={narrow} moreSheetOpen={moreSheetOpen} onOpenContact={openContact} onOpenMoreSheet={() => setMoreSheetOpen(true)} />
        <div className="app-main">
          <TopBar user={user} />
          <ConnectionNotice />
          <main id="main" className="app-content" tabIndex={-1}>
            {/* Pages are separate chunks: the frame stays while one arrives. */}
            <Suspense fallback={<p className="page-loading" role="status">{messages.auth.pageLoading}</p>}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </div>
      {narrow && moreSheetOpen && <MoreSheet onClose={() => setMoreSheetOpen(false)} onOpenContact={openContact} />}
      {contactOpen && <ContactModal onClose={() => setContactOpen(false)} />}
      {/* On narrow screens the launcher is in the bottom bar (Sidebar). */}
      {!narrow && <AssistantLauncherSlot placement="floating" />}
      {tourStarted && (
        <Suspense fallback={null}>
          <OnboardingTour state={tour.state} narrow={narrow} onEvent={tour.onEvent} />
        </Suspense>
      )}
    </TourContext.Provider>
  );
}
