import { test as base, expect } from '@playwright/test';
import { completeTour, createConfirmedUser, useToken, type TestUser } from './users';

interface Fixtures {
  /** A fresh confirmed user, already logged in on `page`, with the tour completed. */
  user: TestUser;
}

export const test = base.extend<Fixtures>({
  user: async ({ page, request }, use) => {
    const user = await createConfirmedUser(request);
    await completeTour(request, user);
    await useToken(page, user.jwt, user.refreshToken);
    await use(user);
  },
});

export { expect };
