import { messages } from '@doorloopjes/shared';
import { Link } from 'react-router-dom';

export interface Crumb {
  label: string;
  /** Absolute path; the last crumb (the current page) has none. */
  to?: string;
}

/** The breadcrumb above a detail page (type or date). */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav className="ct-breadcrumb" aria-label={messages.content.breadcrumb}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`}>
            {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
