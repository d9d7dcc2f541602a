import { messages, useNarrowScreen } from '@doorloopjes/shared';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { SkipLink } from '../../a11y/components/SkipLink';
import { MoreSheet } from '../../layout/components/MoreSheet';
import { Sidebar } from '../../layout/components/Sidebar';
import { TopBar } from '../../layout/components/TopBar';
import { ContactModal } from '../../public/rich/components/ContactModal';
import '../../layout/components/layout.css';

/**
 * The logged-in frame as a teacher sees it (sidebar or bottom bar, top bar with the search, the
 * page), without a teacher: no profile menu, badge, assistant or tour. The preview's pages are
 * rendered in it as on the platform.
 */
export function PreviewLayout() {
  const narrow = useNarrowScreen();
  const [moreSheetOpen, setMoreSheetOpen] = useState(false);
  const [contactOpen, setContactOpen] = useState(false);
  const openContact = () => {
    setMoreSheetOpen(false);
    setContactOpen(true);
  };
  return (
    <>
      <SkipLink />
      <div className="app-layout">
        <Sidebar user={null} narrow={narrow} moreSheetOpen={moreSheetOpen} onOpenContact={openContact} onOpenMoreSheet={() => setMoreSheetOpen(true)} />
        <div className="app-main">
          <TopBar user={null} />
          <main id="main" className="app-content" tabIndex={-1}>
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
