import { useSessionStore, useSessionUser } from '@doorloopjes/runtime';
import { useNarrowScreen } from '@doorloopjes/shared';
import { lazy, Suspense, useMemo, useState } from 'react';
import { usePageViewAnalytics } from '../../analytics/hooks/usePageViewAnalytics';
import { TourContext } from '../../tour/hooks/TourContext';
import { useTour } from '../../tour/hooks/useTour';
import { AssistantLauncherSlot } from './AssistantLauncherSlot';
import { ConnectionNotice } from './ConnectionNotice';
import { useHydrated } from '../../hydration/useHydrated';
import { PlatformFrame } from './PlatformFrame';

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
  const tour = useTour({ narrow, setMoreSheetOpen });
  const tourControls = useMemo(() => ({ restart: tour.restart }), [tour.restart]);
  // Once started the tour stays mounted, so it can finish its own closing.
  const [tourStarted, setTourStarted] = useState(false);
  if (tour.state.run && !tourStarted) setTourStarted(true);
  usePageViewAnalytics();

  // The render that hydrates the server's HTML shows what the server rendered: the outline.
  const hydrated = useHydrated();

  // Without an answer and without a copy of an earlier visit there is nothing to show but why.
  if (hydrated && !user && connectionLost && !loading) return <ConnectionNotice />;
  // The frame's outline, as the HTML of this path showed it before any script ran, until the user
  // is there; the same frame component then fills it in place.
  const waiting = !hydrated || loading || !user;
  return (
    <TourContext.Provider value={tourControls}>
      <PlatformFrame user={user} waiting={waiting} narrow={narrow} moreSheetOpen={moreSheetOpen} setMoreSheetOpen={setMoreSheetOpen} notice={<ConnectionNotice />} />
      {/* On narrow screens the launcher is in the bottom bar (PlatformFrame). */}
      {!waiting && !narrow && <AssistantLauncherSlot placement="floating" />}
      {tourStarted && (
        <Suspense fallback={null}>
          <OnboardingTour state={tour.state} narrow={narrow} onEvent={tour.onEvent} />
        </Suspense>
      )}
    </TourContext.Provider>
  );
}
