import { messages, type User } from '@doorloopjes/shared';
import { SearchBox } from '../../search/components/SearchBox';
import { useTourControls } from '../../tour/hooks/TourContext';
import { UserBadge } from './UserBadge';

/** Help (restarts the tour), the guide search and the user's badge. */
export function TopBar({ user }: { user: User }) {
  const { restart } = useTourControls();
  return (
    <header className="topbar">
      <button type="button" className="button button-secondary topbar-help" onClick={restart}>
        {messages.layout.help}
      </button>
      <SearchBox />
      <UserBadge user={user} />
    </header>
  );
}
