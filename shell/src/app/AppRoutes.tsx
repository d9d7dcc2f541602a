import { CONTENT_SECTIONS, paths } from '@doorloopjes/shared';
import { messages } from '@doorloopjes/shared';
import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireAuth } from '../layout/components/RequireAuth';
import { useRemoteEnabled } from '../remotes/hooks/RegistryContext';
import { RemoteArea } from '../remotes/components/RemoteArea';
import { AccessibilityPage, AuthLayout, DashboardPage, LandingPage, NotFoundPage, ProfilePage, ResetPasswordPage, VerifyEmailPage } from './pages';

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
 * Shell-owned routes plus the routes mounted from remotes. A remote that is switched off has no
 * routes at all, so its paths fall through to the not-found page.
 */
export function AppRoutes() {
  const doorloopjes = useRemoteEnabled('doorloopjes');
  const content = useRemoteEnabled('content');
  const cluster = useRemoteEnabled('cluster');

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
              <AuthLayout />
            </RequireAuth>
          }
        >
          <Route path={paths.dashboard()} element={<DashboardPage />} />
          <Route path={paths.profile()} element={<ProfilePage />} />
          {doorloopjes && <Route path={`${paths.doorloopjes()}/*`} element={<RemoteArea remote="doorloopjes" module="routes" props={{}} />} />}
          {content &&
            CONTENT_SECTIONS.map((section) => (
              <Route key={section} path={`/${section}/*`} element={<RemoteArea remote="content" module="routes" props={{ section }} />} />
            ))}
          {cluster && <Route path={paths.clusterBuilder()} element={<RemoteArea remote="cluster" module="ClusterBuilder" props={{}} />} />}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </PageSuspense>
  );
}
