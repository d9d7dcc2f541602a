import { useSessionStore } from '@doorloopjes/runtime';
import { messages } from '@doorloopjes/shared';
import { useAnnouncedListWrite } from '../hooks/useAnnouncedListWrite';
import '../../common/pillButton.css';

const t = messages.doorloopjes;

/** OPSLAAN / OPGESLAGEN. The click changes the user query at once, so the label flips on click. */
export function SaveButton({ doorloopjeId, saved }: { doorloopjeId: number; saved: boolean }) {
  const toggleFavorite = useSessionStore((state) => state.toggleFavorite);
  const writeAnnounced = useAnnouncedListWrite();
  const onClick = () => void writeAnnounced(() => toggleFavorite(doorloopjeId), saved ? t.favoriteRemovedAnnouncement : t.favoriteSavedAnnouncement);
  return (
    <button type="button" className={`dj-pill dj-pill-large${saved ? ' dj-pill-on' : ''}`} onClick={onClick}>
      <span aria-hidden="true">{saved ? '★' : '☆'}</span> {saved ? t.savedButton : t.save}
    </button>
  );
}
