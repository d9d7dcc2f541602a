import { getToken, messages, useSessionStore } from '@doorloopjes/shared';
import { Navigate } from 'react-router-dom';

/** Public landing page (built out in the public-side issue). */
export function LandingPage() {
  const settings = useSessionStore((state) => state.settings);
  if (getToken()) return <Navigate to="/dashboard" replace />;
  return (
    <main className="landing">
      <header className="landing-header">
        <h1>{settings?.siteTitle ?? messages.common.productName}</h1>
        <button type="button" className="button">
          {messages.auth.login}
        </button>
        <button type="button" className="button button-secondary">
          {messages.auth.register}
        </button>
      </header>
      <p>{messages.auth.callToAction}</p>
    </main>
  );
}
