import type { Doorloopje, User } from '@doorloopjes/shared';
import type { ChatContextInput } from '@doorloopjes/assistant-context';

type UserContext = Pick<ChatContextInput, 'role' | 'sector' | 'inProgress' | 'completed' | 'saved'>;

const titlesOf = (list: Doorloopje[] | null | undefined): string[] => (list ?? []).map((item) => item.title);

/** The personal part of the context: the user's role and progress lists. */
export function userContext(user: User | null): UserContext {
  if (!user) return { inProgress: [], completed: [], saved: [] };
  const role = user.educationRole === 'anders' && user.educationRoleOther ? user.educationRoleOther : user.educationRole;
  return {
    role: role ?? null,
    sector: user.educationSector ?? null,
    inProgress: titlesOf(user.inprogress_doorloopjes),
    completed: titlesOf(user.completed_doorloopjes),
    saved: titlesOf(user.favorite_doorloopjes),
  };
}
