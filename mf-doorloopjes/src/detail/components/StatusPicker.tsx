import { useSessionStore } from '@doorloopjes/runtime';
import { messages, type DoorloopjeStatus } from '@doorloopjes/shared';
import { useId } from 'react';
import { STATUS_ORDER, statusLabel } from '../../progress/statusLabel';
import { useAnnouncedListWrite } from '../hooks/useAnnouncedListWrite';

/** The three statuses as a radio group: any one can be chosen directly. */
export function StatusPicker({ doorloopjeId, status }: { doorloopjeId: number; status: DoorloopjeStatus }) {
  const setStatus = useSessionStore((state) => state.setDoorloopjeStatus);
  const name = useId();
  const writeAnnounced = useAnnouncedListWrite();
  return (
    <fieldset className="dj-status-picker">
      <legend className="dl-visually-hidden">{messages.doorloopjes.statusLegend}</legend>
      {STATUS_ORDER.map((option) => (
        <label key={option} className={`dj-status-option dj-status-${option}`}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={status === option}
            onChange={() => void writeAnnounced(() => setStatus(doorloopjeId, option), messages.doorloopjes.statusSavedAnnouncement(statusLabel(option)))}
          />
          <span>{statusLabel(option)}</span>
        </label>
      ))}
    </fieldset>
  );
}
