import { messages, type User } from '@doorloopjes/shared';
import { SearchBox } from '../../search/components/SearchBox';
import { useTourControls } from '../../tour/hooks/TourContext';
import { UserBadge } from './UserBadge';
import '../../styles/pageBar.css';

/** Help (restarts the tour), the guide search and the user's badge (none on the preview page: no user). */
export function TopBar({ user }: { user: User | null }) {
  const { restart } = useTourControls();
  return (
    <header className="sh-page-bar topbar">
      <button type="button" className="button button-secondary topbar-help" onClick={restart}>
        {messages.layout.help}
      </button>
      <SearchBox />
      {user && <UserBadge user={user} />}
    </header>
  );
}
