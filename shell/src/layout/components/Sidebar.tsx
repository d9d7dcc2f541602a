import { messages, type User } from '@doorloopjes/shared';
import { NavLink } from 'react-router-dom';
import { AssistantLauncherSlot } from './AssistantLauncherSlot';
import { ProfileMenu } from './ProfileMenu';
import { useVisibleNavItems } from '../hooks/useVisibleNavItems';

interface SidebarProps {
  user: User;
  /** 768 px or less: the bar at the bottom, with the assistant launcher in its row. */
  narrow: boolean;
  moreSheetOpen: boolean;
  onOpenContact: () => void;
  onOpenMoreSheet: () => void;
}

/**
 * The main navigation in the order of docs/product.md. At 768 px or less it becomes a bar at the bottom: the
 * Clusters link goes, Kennisbank, Webinars and Contact move into the 'Meer' sheet, and the assistant
 * launcher joins the bar as an icon button.
 */
export function Sidebar({ user, narrow, moreSheetOpen, onOpenContact, onOpenMoreSheet }: SidebarProps) {
  const items = useVisibleNavItems();
  return (
    <nav className="sidebar" aria-label={messages.layout.mainMenu}>
      <ul className="sidebar-links">
        {items.map((item) => (
          <li key={item.to} className={item.narrow === 'bar' ? undefined : 'hide-narrow'}>
            <NavLink to={item.to} data-tour={item.tourId}>
              {item.label}
            </NavLink>
          </li>
        ))}
        <li className="hide-narrow">
          <button type="button" className="sidebar-button" data-tour="nav-contact" onClick={onOpenContact}>
            {messages.layout.navContact}
          </button>
        </li>
        <li className="show-narrow">
          <button type="button" className="sidebar-button" aria-haspopup="dialog" aria-expanded={moreSheetOpen} onClick={onOpenMoreSheet}>
            {messages.layout.navMore}
          </button>
        </li>
      </ul>
      {narrow && <AssistantLauncherSlot placement="bar" />}
      <ProfileMenu user={user} />
    </nav>
  );
}
