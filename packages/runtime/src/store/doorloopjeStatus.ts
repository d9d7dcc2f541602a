import { statusOf, withStatus, type ProgressLists } from '@doorloopjes/platform-rules';
import type { Doorloopje, DoorloopjeStatus, User } from '@doorloopjes/content-types';

/** Ids of a populated relation list (missing lists count as empty). */
export function idsOf(list: Doorloopje[] | null | undefined): number[] {
  return (list ?? []).map((item) => item.id);
}

/** Completed wins over in progress; otherwise not started (docs/product.md, 'Progress'). */
export function deriveStatus(user: User | null, doorloopjeId: number): DoorloopjeStatus {
  if (!user) return 'not_started';
  return statusOf({ inprogress_doorloopjes: idsOf(user.inprogress_doorloopjes), completed_doorloopjes: idsOf(user.completed_doorloopjes) }, doorloopjeId);
}

export function isFavorite(user: User | null, doorloopjeId: number): boolean {
  return user ? idsOf(user.favorite_doorloopjes).includes(doorloopjeId) : false;
}

export type { ProgressLists };

/**
 * Setting a status first removes the item from both lists, then adds it to the list of the new
 * status; not_started leaves it in neither (the same rule the content service applies).
 */
export const applyStatus: (lists: ProgressLists, doorloopjeId: number, status: DoorloopjeStatus) => ProgressLists = withStatus;

/** Turns ids back into doorloopje objects for the local user, using what is known. */
export function resolveDoorloopjes(ids: number[], known: Doorloopje[]): Doorloopje[] {
  const byId = new Map(known.map((item) => [item.id, item]));
  return ids.map((id) => byId.get(id) ?? { id, slug: '', title: '' });
}

/** Every doorloopje object the client knows: the list plus the user's own (populated) lists. */
export function knownDoorloopjes(user: User, list: Doorloopje[]): Doorloopje[] {
  return [...(user.favorite_doorloopjes ?? []), ...(user.inprogress_doorloopjes ?? []), ...(user.completed_doorloopjes ?? []), ...list];
}
