import { REMOTE_ROUTES, paths } from '@doorloopjes/shared';
import { useContext } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireAuth } from '../layout/components/RequireAuth';
import { RegistryContext } from '../remotes/hooks/RegistryContext';
import { AccessibilityPage, AuthLayout, DashboardPage, LandingPage, NotFoundPage, ProfilePage, ResetPasswordPage, VerifyEmailPage } from '../pages/lazyPages';
import { remoteRouteElements } from '../remotes/components/remoteRouteElements';
import { LayoutSuspense, PageSuspense } from '../layout/components/RouteSuspense';

/**
 * The shell's own pages plus the remotes' pages as the platform contract declares them. A remote
 * that is switched off has no routes at all, so its paths fall through to the not-found page.
 */
export function AppRoutes() {
  const registry = useContext(RegistryContext);

  return (
    <PageSuspense>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path={paths.resetPassword()} element={<ResetPasswordPage />} />
        <Route path={paths.verifyEmail()} element={<VerifyEmailPage />} />
        <Route path={paths.accessibility()} element={<AccessibilityPage />} />
        <Route
          element={
            <RequireAuth>
              <LayoutSuspense>
                <AuthLayout />
              </LayoutSuspense>
            </RequireAuth>
          }
        >
          <Route path={paths.dashboard()} element={<DashboardPage />} />
          <Route path={paths.profile()} element={<ProfilePage />} />
          {remoteRouteElements(REMOTE_ROUTES, registry)}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </PageSuspense>
  );
}
