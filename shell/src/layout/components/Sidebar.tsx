import { messages, type User } from '@doorloopjes/shared';
import { AssistantLauncherSlot } from './AssistantLauncherSlot';
import { ProfileMenu } from './ProfileMenu';
import { SidebarLinks } from './SidebarLinks';

interface SidebarProps {
  /** Null on the preview page, which no teacher needs to be logged in for: no profile menu then. */
  user: User | null;
  /** 768 px or less: the bar at the bottom, with the assistant launcher in its row. */
  narrow: boolean;
  moreSheetOpen: boolean;
  onOpenContact: () => void;
  onOpenMoreSheet: () => void;
}

/**
 * The main navigation (SidebarLinks), with the profile menu below it. At 768 px or less it becomes
 * a bar at the bottom, and the assistant launcher joins the bar as an icon button.
 */
export function Sidebar({ user, narrow, moreSheetOpen, onOpenContact, onOpenMoreSheet }: SidebarProps) {
  return (
    <nav className="sidebar" aria-label={messages.layout.mainMenu}>
      <SidebarLinks onOpenContact={onOpenContact} onOpenMoreSheet={onOpenMoreSheet} moreSheetOpen={moreSheetOpen} />
      {/* The assistant is a teacher's: not on the preview page. */}
      {narrow && user && <AssistantLauncherSlot placement="bar" />}
      {user && <ProfileMenu user={user} />}
    </nav>
  );
}
