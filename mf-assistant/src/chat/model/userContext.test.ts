import type { Doorloopje, User } from '@doorloopjes/shared';
import { describe, expect, it } from 'vitest';
import { userContext } from './userContext';

const guide = (id: number, title: string): Doorloopje => ({ id, slug: `d-${id}`, title });

describe('userContext', () => {
  it('takes role, sector and the titles of the three progress lists', () => {
    const user: User = {
      id: 1,
      email: 'a@b.nl',
      username: 'a@b.nl',
      educationRole: 'leraar',
      educationSector: 'VO',
      inprogress_doorloopjes: [guide(1, 'Breuken')],
      completed_doorloopjes: [guide(2, 'Klokkijken')],
      favorite_doorloopjes: [guide(3, 'Tafels'), guide(4, 'Delen')],
    };
    expect(userContext(user)).toEqual({ role: 'leraar', sector: 'VO', inProgress: ['Breuken'], completed: ['Klokkijken'], saved: ['Tafels', 'Delen'] });
  });

  it("uses the free text for the role 'anders'", () => {
    const user: User = { id: 1, email: 'a@b.nl', username: 'a@b.nl', educationRole: 'anders', educationRoleOther: 'intern begeleider' };
    expect(userContext(user).role).toBe('intern begeleider');
  });

  it('is empty without a user', () => {
    expect(userContext(null)).toEqual({ inProgress: [], completed: [], saved: [] });
  });
});
