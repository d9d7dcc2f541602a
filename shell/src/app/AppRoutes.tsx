import { REMOTE_ROUTES, messages, paths } from '@doorloopjes/shared';
import { Suspense, useContext, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireAuth } from '../layout/components/RequireAuth';
import { LayoutSkeleton } from '../layout/skeleton/LayoutSkeleton';
import { RegistryContext } from '../remotes/hooks/RegistryContext';
import { AccessibilityPage, AuthLayout, DashboardPage, LandingPage, NotFoundPage, ProfilePage, ResetPasswordPage, VerifyEmailPage } from './pages';
import { remoteRouteElements } from './remoteRouteElements';

/** The pages are separate chunks; this shows while one arrives. */
function PageSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p className="page-loading" role="status">
          {messages.auth.pageLoading}
        </p>
      }
    >
      {children}
    </Suspense>
  );
}

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
              {/* The layout's chunk arrives while the frame's skeleton (also in the HTML) stays. */}
              <Suspense fallback={<LayoutSkeleton />}>
                <AuthLayout />
              </Suspense>
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
