import { messages, type DoorloopjeStatus } from '@doorloopjes/shared';

export const STATUS_ORDER: readonly DoorloopjeStatus[] = ['not_started', 'in_progress', 'completed'];

export function statusLabel(status: DoorloopjeStatus): string {
  if (status === 'completed') return messages.doorloopjes.statusCompleted;
  if (status === 'in_progress') return messages.doorloopjes.statusInProgress;
  return messages.doorloopjes.statusNotStarted;
}
