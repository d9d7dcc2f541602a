import { useSessionStore } from '@doorloopjes/runtime';
import { messages, usePageTitle } from '@doorloopjes/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import '../auth/components/auth.css';
import './publicPage.css';

/** The simple frame of the public single-purpose pages (/reset-password, /verify-email). */
export function PublicPageFrame({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  const siteTitle = useSessionStore((state) => state.settings?.siteTitle) || messages.common.productName;
  return (
    <div className="sh-public-page">
      <header className="sh-public-page-header">
        <Link to="/" className="sh-public-page-brand">
          {siteTitle}
        </Link>
      </header>
      <main id="main" className="sh-public-page-card">
        <h1 tabIndex={-1}>{title}</h1>
        {children}
      </main>
    </div>
  );
}
