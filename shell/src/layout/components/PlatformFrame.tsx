import { messages, type User } from '@doorloopjes/shared';
import { Suspense, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { DashboardOutline, useDashboardChatAwaited } from '../../dashboard/components/DashboardOutline';
import { ContactModal } from '../../public/rich/components/ContactModal';
import { FrameLayout } from '../skeleton/FrameLayout';
import { AssistantLauncherSlot } from './AssistantLauncherSlot';
import { MoreSheet } from './MoreSheet';
import { ProfileMenu } from './ProfileMenu';
import { TopBar } from './TopBar';
import './layout.css';

export interface PlatformFrameProps {
  /** The teacher, or null where the frame is shown without one (the editors' preview). */
  user: User | null;
  /**
   * The frame's outline instead (LayoutSkeleton's): while the user loads, and in the render that
   * hydrates the server's HTML. The same elements, so the outline becomes the frame in place.
   */
  waiting?: boolean;
  narrow: boolean;
  /** The phone's 'more' sheet is held by the caller: the logged-in tour opens and closes it. */
  moreSheetOpen: boolean;
  setMoreSheetOpen: (open: boolean) => void;
  /** Shown above the page, below the top bar (the logged-in frame's connection notice). */
  notice?: ReactNode;
}

/**
 * While a page's chunk arrives: a loading line, or on the dashboard the outline of its chat, which
 * the frame's skeleton showed before and the chat's own loading state shows after (no flash between).
 */
function PageLoading() {
  return useDashboardChatAwaited() ? (
    <DashboardOutline label={messages.auth.pageLoading} />
  ) : (
    <p className="page-loading" role="status">
      {messages.auth.pageLoading}
    </p>
  );
}

/**
 * The platform's frame: skip link, sidebar (bottom bar on a phone, with the assistant launcher in
 * its row), top bar, the routed page and the contact dialog. The logged-in layout and the editors'
 * preview both render their pages in it, so the preview shows the pages exactly as teachers see them.
 */
export function PlatformFrame({ user, waiting = false, narrow, moreSheetOpen, setMoreSheetOpen, notice }: PlatformFrameProps) {
  const [contactOpen, setContactOpen] = useState(false);
  const openContact = () => {
    setMoreSheetOpen(false);
    setContactOpen(true);
  };
  const ready = {
    links: { onOpenContact: openContact, onOpenMoreSheet: () => setMoreSheetOpen(true), moreSheetOpen },
    sidebarEnd: (
      <>
        {/* The assistant is a teacher's: not on the preview page. */}
        {narrow && user && <AssistantLauncherSlot placement="bar" />}
        {user && <ProfileMenu user={user} />}
      </>
    ),
    top: <TopBar user={user} />,
    content: (
      <>
        {notice}
        <main id="main" className="app-content" tabIndex={-1}>
          {/* Pages are separate chunks: the frame stays while one arrives. */}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </>
    ),
  };
  return (
    <>
      <FrameLayout ready={waiting ? null : ready} />
      {!waiting && narrow && moreSheetOpen && <MoreSheet onClose={() => setMoreSheetOpen(false)} onOpenContact={openContact} />}
      {!waiting && contactOpen && <ContactModal onClose={() => setContactOpen(false)} />}
    </>
  );
}
