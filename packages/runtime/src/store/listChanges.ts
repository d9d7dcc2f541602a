import type { UserUpdate } from '../api/users';
import type { Doorloopje, DoorloopjeStatus, User } from '@doorloopjes/content-types';
import { applyStatus, deriveStatus, idsOf, isFavorite, knownDoorloopjes, resolveDoorloopjes } from './doorloopjeStatus';

/**
 * One click on a favourite or status control: the operation the server applies, and the same
 * change (and its undo) on the local user. Decided at click time from what the tab shows, so two
 * quick clicks give two operations that the server applies in order.
 */
export interface ListChange {
  operation: UserUpdate;
  /** The local lists after the change. */
  apply: (user: User, list: Doorloopje[]) => Partial<User>;
  /** Puts only this doorloopje back where it was, leaving every other change as it is. */
  revert: (user: User, list: Doorloopje[]) => Partial<User>;
}

function withFavorite(user: User, list: Doorloopje[], doorloopjeId: number, favorite: boolean): Partial<User> {
  const others = idsOf(user.favorite_doorloopjes).filter((id) => id !== doorloopjeId);
  const ids = favorite ? [...others, doorloopjeId] : others;
  return { favorite_doorloopjes: resolveDoorloopjes(ids, knownDoorloopjes(user, list)) };
}

export function favoriteChange(user: User, doorloopjeId: number): ListChange {
  const wasFavorite = isFavorite(user, doorloopjeId);
  return {
    operation: { favorite_doorloopjes: wasFavorite ? { disconnect: [doorloopjeId] } : { connect: [doorloopjeId] } },
    apply: (current, list) => withFavorite(current, list, doorloopjeId, !wasFavorite),
    revert: (current, list) => withFavorite(current, list, doorloopjeId, wasFavorite),
  };
}

function withStatus(user: User, list: Doorloopje[], doorloopjeId: number, status: DoorloopjeStatus): Partial<User> {
  const next = applyStatus(
    { inprogress_doorloopjes: idsOf(user.inprogress_doorloopjes), completed_doorloopjes: idsOf(user.completed_doorloopjes) },
    doorloopjeId,
    status,
  );
  const known = knownDoorloopjes(user, list);
  return {
    inprogress_doorloopjes: resolveDoorloopjes(next.inprogress_doorloopjes, known),
    completed_doorloopjes: resolveDoorloopjes(next.completed_doorloopjes, known),
  };
}

/** The move between the progress lists that a status means, as one request. */
export function statusOperation(doorloopjeId: number, status: DoorloopjeStatus): UserUpdate {
  const id = [doorloopjeId];
  if (status === 'in_progress') return { inprogress_doorloopjes: { connect: id }, completed_doorloopjes: { disconnect: id } };
  if (status === 'completed') return { completed_doorloopjes: { connect: id }, inprogress_doorloopjes: { disconnect: id } };
  return { inprogress_doorloopjes: { disconnect: id }, completed_doorloopjes: { disconnect: id } };
}

export function statusChange(user: User, doorloopjeId: number, status: DoorloopjeStatus): ListChange {
  const previous = deriveStatus(user, doorloopjeId);
  return {
    operation: statusOperation(doorloopjeId, status),
    apply: (current, list) => withStatus(current, list, doorloopjeId, status),
    revert: (current, list) => withStatus(current, list, doorloopjeId, previous),
  };
}
