import { getToken, previewCredential, useGlobalSettings, useSessionStore } from '@doorloopjes/runtime';
import { messages, usePageTitle } from '@doorloopjes/shared';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { SkipLink } from '../../../a11y/components/SkipLink';
import { CookieBanner } from '../../cookies/components/CookieBanner';
import { HomepageFeed } from '../../feed/components/HomepageFeed';
import { ArrivalNotice } from './ArrivalNotice';
import { CallToAction } from './CallToAction';
import { ExplanationSteps } from './ExplanationSteps';
import { FeatureTicks } from './FeatureTicks';
import { HeroSection } from './HeroSection';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import './landing.css';
import { combineLanding, LANDING_QUERIES } from '../api/landingQueries';
import { useOpenLoginFromState } from '../hooks/useOpenLoginFromState';
import { PublicModals } from '../../components/PublicModals';
import { usePublicUiStore } from '../../publicUiStore';

/** The public landing page. Visitors only: a stored token goes to /dashboard. */
export function LandingPage() {
  // Read once: during a login on this page the token appears before the remembered path is
  // opened, and that navigation must win over this redirect. An editor's preview of the landing
  // page shows it, also in a browser where a teacher is logged in.
  const [hadToken] = useState(() => getToken() !== null && previewCredential() === null);
  const settings = useGlobalSettings();
  const sessionReady = useSessionStore((state) => state.initialised);
  const content = useQueries({ queries: LANDING_QUERIES, combine: combineLanding });
  const ui = usePublicUiStore();
  const navigate = useNavigate();
  useOpenLoginFromState();
  // The landing page is the product itself: its title is the product's name alone.
  usePageTitle(null);

  if (hadToken) return <Navigate to="/dashboard" replace />;
  if (content.loading || !sessionReady) {
    return (
      <p className="page-loading" role="status">
        {messages.auth.pageLoading}
      </p>
    );
  }

  const siteTitle = settings?.siteTitle || messages.common.productName;
  const hero = content.landing?.page_sections?.find((section) => !section.__component || section.__component === 'landing.hero-section') ?? null;
  const openLogin = () => ui.openLogin();
  const openRegister = () => ui.openModal('register');
  const onMoreInfo = (path: string) => {
    if (getToken()) navigate(path);
    else ui.openLogin({ notice: messages.auth.loginRequiredForContent, returnTo: path });
  };

  return (
    <div className="sh-landing">
      <SkipLink />
      {/* Fixed at the bottom, but first after the skip link: a keyboard user meets it before the page it covers. */}
      <CookieBanner onPrivacy={() => ui.openModal('privacy')} />
      <LandingHeader settings={settings} extras={settings} onLogin={openLogin} onRegister={openRegister} />
      <main id="main" className="sh-landing-main">
        <ArrivalNotice />
        <HeroSection hero={hero} fallbackTitle={siteTitle} />
        <FeatureTicks />
        <ExplanationSteps steps={content.landing?.uitleg_stappen ?? []} />
        <HomepageFeed items={content.feed} onMoreInfo={onMoreInfo} />
        <CallToAction onRegister={openRegister} />
      </main>
      <LandingFooter
        siteTitle={siteTitle}
        socialLinks={settings?.social_links}
        onLogin={openLogin}
        onContact={() => ui.openModal('contact')}
        onPrivacy={() => ui.openModal('privacy')}
      />
      <PublicModals />
    </div>
  );
}
