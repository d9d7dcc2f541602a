import { messages, useSessionStore } from '@doorloopjes/shared';

/** OPSLAAN / OPGESLAGEN. The store changes the local user at once, so the label flips on click. */
export function SaveButton({ doorloopjeId, saved }: { doorloopjeId: number; saved: boolean }) {
  const toggleFavorite = useSessionStore((state) => state.toggleFavorite);
  return (
    <button type="button" className={`dj-save${saved ? ' dj-save-active' : ''}`} onClick={() => void toggleFavorite(doorloopjeId)}>
      <span aria-hidden="true">{saved ? '★' : '☆'}</span> {saved ? messages.doorloopjes.savedButton : messages.doorloopjes.save}
    </button>
  );
}
