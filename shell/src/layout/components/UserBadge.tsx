import { paths, type User } from '@doorloopjes/shared';
import { Link } from 'react-router-dom';
import { displayName, initials } from '../initials';

/** The top bar's name and initials avatar, linking to /profile. */
export function UserBadge({ user }: { user: User }) {
  const name = displayName(user);
  return (
    <Link to={paths.profile()} className="user-badge">
      <span className="user-badge-name">{name}</span>
      <span className="avatar" aria-hidden="true">
        {initials(name)}
      </span>
    </Link>
  );
}
