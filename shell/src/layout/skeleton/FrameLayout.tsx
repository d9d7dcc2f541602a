import { messages } from '@doorloopjes/shared';
import type { ReactNode } from 'react';
import { SkipLink } from '../../a11y/components/SkipLink';
import { DashboardOutline, useDashboardChatAwaited } from '../../dashboard/components/DashboardOutline';
import { Sidebar } from '../components/Sidebar';
import type { SidebarLinksProps } from '../components/SidebarLinks';
import './layoutSkeleton.css';

const LINES = 6;

/** What the frame holds once the layout's code and the user are there. */
export interface ReadyFrame {
  links: SidebarLinksProps;
  /** After the links in the sidebar: the assistant launcher (bottom bar) and the profile menu. */
  sidebarEnd: ReactNode;
  top: ReactNode;
  content: ReactNode;
}

/**
 * The logged-in frame's elements, in both of its states: the outline (`ready` null: the links not
 * yet usable, an outline of the top bar, grey lines where the page will be, or on the dashboard
 * the outline of its chat with the welcome, layoutSkeleton.css)
 * and the frame itself. One component with the same elements in the same places for both, so
 * React turns the outline into the frame by updating it: the sidebar's navigation the server's
 * HTML painted is the node the teacher keeps using, never removed and rebuilt.
 */
export function FrameLayout({ ready }: { ready: ReadyFrame | null }) {
  const dashboardChat = useDashboardChatAwaited();
  return (
    <>
      {ready && <SkipLink />}
      <div className={ready ? 'app-layout' : 'shell-skeleton'} aria-busy={ready ? undefined : true}>
        <Sidebar links={ready?.links}>
          {ready ? (
            ready.sidebarEnd
          ) : (
            <>
              <span className="shell-skeleton-bar-slot" />
              <span className="shell-skeleton-bar-slot shell-skeleton-avatar" />
            </>
          )}
        </Sidebar>
        <div className={ready ? 'app-main' : undefined}>
          {ready ? ready.top : <div className="shell-skeleton-topbar" />}
          {ready ? (
            ready.content
          ) : (
            <div className="shell-skeleton-content">
              <p className={dashboardChat ? 'shell-skeleton-status shell-skeleton-status-unseen' : 'shell-skeleton-status'} role="status">
                {messages.layout.layoutLoading}
              </p>
              {dashboardChat ? <DashboardOutline /> : Array.from({ length: LINES }, (_, index) => <div key={index} className="shell-skeleton-line" />)}
            </div>
          )}
        </div>
      </div>
    </>
  );
}
