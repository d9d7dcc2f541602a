import { QueryProvider } from '@doorloopjes/runtime';
import { type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NavigationA11y } from '../a11y/components/NavigationA11y';
import { LandingPage } from '../public/landing/components/LandingPage';
import { OpenInPlatform } from './OpenInPlatform';
import { useInitialSessionLoad } from '../public/session/hooks/useInitialSessionLoad';

interface Props {
  /** The browser's router; the server render passes a static one. */
  Router?: ComponentType<{ children: ReactNode }>;
}

/**
 * A visitor's landing page on its own: no Module Federation, no remotes, no logged-in code. The
 * server renders it (src/prerender/renderLanding.tsx) and the visitor entry hydrates the same
 * tree, so both produce the same markup. Every other path, and a login, opens the platform
 * itself (OpenInPlatform).
 */
export function VisitorApp({ Router = BrowserRouter }: Props) {
  useInitialSessionLoad();

  return (
    <QueryProvider>
      <Router>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="*" element={<OpenInPlatform />} />
        </Routes>
        <NavigationA11y />
      </Router>
    </QueryProvider>
  );
}
