import { messages, type User } from '@doorloopjes/shared';
import { Suspense, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { SkipLink } from '../../a11y/components/SkipLink';
import { ContactModal } from '../../public/rich/components/ContactModal';
import { MoreSheet } from './MoreSheet';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import './layout.css';

export interface PlatformFrameProps {
  /** The teacher, or null where the frame is shown without one (the editors' preview). */
  user: User | null;
  narrow: boolean;
  /** The phone's 'more' sheet is held by the caller: the logged-in tour opens and closes it. */
  moreSheetOpen: boolean;
  setMoreSheetOpen: (open: boolean) => void;
  /** Shown above the page, below the top bar (the logged-in frame's connection notice). */
  notice?: ReactNode;
}

/**
 * The platform's frame: skip link, sidebar (bottom bar on a phone), top bar, the routed page and
 * the contact dialog. The logged-in layout and the editors' preview both render their pages in it,
 * so the preview shows the pages exactly as teachers see them.
 */
export function PlatformFrame({ user, narrow, moreSheetOpen, setMoreSheetOpen, notice }: PlatformFrameProps) {
  const [contactOpen, setContactOpen] = useState(false);
  const openContact = () => {
    setMoreSheetOpen(false);
    setContactOpen(true);
  };
  return (
    <>
      <SkipLink />
      <div className="app-layout">
        <Sidebar user={user} narrow={narrow} moreSheetOpen={moreSheetOpen} onOpenContact={openContact} onOpenMoreSheet={() => setMoreSheetOpen(true)} />
        <div className="app-main">
          <TopBar user={user} />
          {notice}
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
    </>
  );
}
