import { messages } from '@doorloopjes/shared';
import type { ReactNode } from 'react';
import { SidebarLinks, type SidebarLinksProps } from './SidebarLinks';

interface SidebarProps {
  /** The entries' actions; absent in the frame's outline (SidebarLinks). */
  links?: SidebarLinksProps;
  /** Below the links: the profile menu, and on narrow screens the assistant launcher. */
  children?: ReactNode;
}

/**
 * The main navigation (SidebarLinks) with what the frame puts below it. At 768 px or less it
 * becomes a bar at the bottom (sidebar.css). The frame's outline and the frame render this same
 * element (FrameLayout), so React keeps it when the outline becomes the frame.
 */
export function Sidebar({ links, children }: SidebarProps) {
  return (
    <nav className="sidebar" aria-label={messages.layout.mainMenu}>
      <SidebarLinks {...links} />
      {children}
    </nav>
  );
}
