import { useSessionStore } from '@doorloopjes/runtime';
import { messages } from '@doorloopjes/shared';
import { useAnnouncedListWrite } from '../hooks/useAnnouncedListWrite';

const t = messages.doorloopjes;

/** OPSLAAN / OPGESLAGEN. The store changes the local user at once, so the label flips on click. */
export function SaveButton({ doorloopjeId, saved }: { doorloopjeId: number; saved: boolean }) {
  const toggleFavorite = useSessionStore((state) => state.toggleFavorite);
  const writeAnnounced = useAnnouncedListWrite();
  const onClick = () => void writeAnnounced(() => toggleFavorite(doorloopjeId), saved ? t.favoriteRemovedAnnouncement : t.favoriteSavedAnnouncement);
  return (
    <button type="button" className={`dj-save${saved ? ' dj-save-active' : ''}`} onClick={onClick}>
      <span aria-hidden="true">{saved ? '★' : '☆'}</span> {saved ? t.savedButton : t.save}
    </button>
  );
}
