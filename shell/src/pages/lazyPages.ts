import { paths } from '@doorloopjes/shared';
import { lazy } from 'react';

/**
 * Each page group is its own chunk: a visitor's landing page downloads none of the logged-in
 * code (layout, tour, dashboard), a logged-in page none of the landing page's. Logged-in chunks
 * are named `logged-in-*`, so tests can tell that the landing page never requests one.
 */
const loadAuthLayout = () => import(/* webpackChunkName: "logged-in-layout" */ '../layout/components/AuthLayout');
const loadDashboard = () => import(/* webpackChunkName: "logged-in-dashboard" */ '../dashboard/components/DashboardPage');
const loadProfile = () => import(/* webpackChunkName: "logged-in-profile" */ '../profile/components/ProfilePage');
const loadLanding = () => import('../public/landing/components/LandingPage');

export const AuthLayout = lazy(() => loadAuthLayout().then((module) => ({ default: module.AuthLayout })));
export const DashboardPage = lazy(() => loadDashboard().then((module) => ({ default: module.DashboardPage })));
export const ProfilePage = lazy(() => loadProfile().then((module) => ({ default: module.ProfilePage })));
export const NotFoundPage = lazy(() => import('../not-found/components/NotFoundPage').then((module) => ({ default: module.NotFoundPage })));
export const LandingPage = lazy(() => loadLanding().then((module) => ({ default: module.LandingPage })));
export const ResetPasswordPage = lazy(() => import('../public/password/components/ResetPasswordPage').then((module) => ({ default: module.ResetPasswordPage })));
export const AccessibilityPage = lazy(() => import('../a11y/components/AccessibilityPage').then((module) => ({ default: module.AccessibilityPage })));
export const VerifyEmailPage = lazy(() => import('../public/verify/components/VerifyEmailPage').then((module) => ({ default: module.VerifyEmailPage })));

/**
 * Starts downloading the chunks of the shell's own pages a path needs before React asks for them
 * (errors surface then). The remotes' pages are preloaded from the route contract (routeRemotes.ts).
 */
export function preloadPagesFor(pathname: string, loggedIn: boolean): void {
  const ignore = () => undefined;
  if (!loggedIn) {
    if (pathname === paths.landing()) loadLanding().catch(ignore);
    return;
  }
  loadAuthLayout().catch(ignore);
  if (pathname === paths.dashboard() || pathname === paths.landing()) loadDashboard().catch(ignore);
  if (pathname === paths.profile()) loadProfile().catch(ignore);
}
