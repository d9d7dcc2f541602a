import { NavLink } from 'react-router-dom';
import { useVisibleNavItems } from './useVisibleNavItems';

export function Sidebar() {
  const items = useVisibleNavItems();
  return (
    <nav className="sidebar" aria-label="Hoofdmenu">
      <ul>
        {items.map((item) => (
          <li key={item.to} className={item.desktopOnly ? 'desktop-only' : undefined}>
            <NavLink to={item.to} data-tour={item.tourId}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
