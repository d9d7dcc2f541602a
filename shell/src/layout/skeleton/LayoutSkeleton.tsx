import { messages } from '@doorloopjes/shared';
import { SidebarLinks } from '../components/SidebarLinks';
import './layoutSkeleton.css';

const LINES = 6;

/**
 * The logged-in frame while the layout's code and the user are on their way: the real main
 * navigation (the links of the remotes that are on, the current page marked), an outline of the
 * top bar and grey lines where the page will be (layoutSkeleton.css). The static server renders
 * this same component into the HTML of every logged-in path (src/prerender/renderFrameSkeleton),
 * so the first paint needs no script and React's first render changes nothing the user sees.
 */
export function LayoutSkeleton() {
  return (
    <div className="shell-skeleton" aria-busy="true">
      <nav className="sidebar" aria-label={messages.layout.mainMenu}>
        <SidebarLinks />
        <span className="shell-skeleton-bar-slot" />
        <span className="shell-skeleton-bar-slot shell-skeleton-avatar" />
      </nav>
      <div>
        <div className="shell-skeleton-topbar" />
        <div className="shell-skeleton-content">
          <p className="shell-skeleton-status" role="status">
            {messages.layout.layoutLoading}
          </p>
          {Array.from({ length: LINES }, (_, index) => (
            <div key={index} className="shell-skeleton-line" />
          ))}
        </div>
      </div>
    </div>
  );
}
