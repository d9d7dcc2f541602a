import { messages } from '@doorloopjes/shared';
import './layoutSkeleton.css';

const LINES = 6;

/**
 * The logged-in frame's outline (layoutSkeleton.css), shown until the layout and the user are
 * there. The same markup arrives in the HTML of logged-in paths (layoutSkeleton.html, which a
 * test keeps equal to this), so React's first render changes nothing the user sees.
 */
export function LayoutSkeleton() {
  return (
    <div className="shell-skeleton" aria-busy="true">
      <div className="shell-skeleton-sidebar" />
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
