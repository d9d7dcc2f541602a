import { messages } from '@doorloopjes/shared';
import { NavLink } from 'react-router-dom';
import { useVisibleNavItems } from '../hooks/useVisibleNavItems';
import './sidebar.css';

interface SidebarLinksProps {
  /**
   * Absent in the frame's skeleton: its entries stand where they will be but are marked as not
   * yet usable (aria-disabled links, disabled buttons), so nobody (a person or a test) acts on the
   * page before its layout is there. The links stay plain links: without any script they still
   * lead to their page.
   */
  onOpenContact?: () => void;
  onOpenMoreSheet?: () => void;
  moreSheetOpen?: boolean;
}

/**
 * The main navigation's entries in the order of docs/product.md: the pages whose remote is on,
 * Contact, and on narrow screens 'Meer' (Kennisbank, Webinars and Contact move into its sheet; the
 * Clusters link goes). The layout's sidebar and the frame's skeleton both render these, so the
 * links a logged-in page's HTML shows are the ones React keeps.
 */
export function SidebarLinks({ onOpenContact, onOpenMoreSheet, moreSheetOpen = false }: SidebarLinksProps) {
  const items = useVisibleNavItems();
  const waiting = !onOpenContact || !onOpenMoreSheet;
  return (
    <ul className="sidebar-links">
      {items.map((item) => (
        <li key={item.to} className={item.narrow === 'bar' ? undefined : 'hide-narrow'}>
          <NavLink to={item.to} data-tour={item.tourId} aria-disabled={waiting || undefined}>
            {item.label}
          </NavLink>
        </li>
      ))}
      <li className="hide-narrow">
        <button type="button" className="sidebar-button" data-tour="nav-contact" onClick={onOpenContact} disabled={waiting}>
          {messages.layout.navContact}
        </button>
      </li>
      <li className="show-narrow">
        <button type="button" className="sidebar-button" aria-haspopup="dialog" aria-expanded={moreSheetOpen} onClick={onOpenMoreSheet} disabled={waiting}>
          {messages.layout.navMore}
        </button>
      </li>
    </ul>
  );
}
