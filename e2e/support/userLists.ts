import { expect, type APIRequestContext } from '@playwright/test';
import { CONTENT_URL } from './env';
import type { TestUser } from './users';

/** The user's lists as the server has them (ids, sorted), to wait until the writes have landed. */
export async function serverLists(request: APIRequestContext, user: Pick<TestUser, 'jwt'>) {
  const response = await request.get(`${CONTENT_URL}/api/users/me`, {
    params: new URLSearchParams(['favorite_doorloopjes', 'inprogress_doorloopjes', 'completed_doorloopjes'].map((list) => ['populate', list])),
    headers: { Authorization: `Bearer ${user.jwt}` },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const me = (await response.json()) as Record<'favorite_doorloopjes' | 'inprogress_doorloopjes' | 'completed_doorloopjes', Array<{ id: number }>>;
  const ids = (list: Array<{ id: number }> | undefined) => (list ?? []).map((item) => item.id).sort((a, b) => a - b);
  return { favorite: ids(me.favorite_doorloopjes), inprogress: ids(me.inprogress_doorloopjes), completed: ids(me.completed_doorloopjes) };
}
