import { messages } from '@doorloopjes/shared';
import { expect, test } from '@playwright/test';
import { createConfirmedUser } from '../support/users';

const m = messages.auth;

// The content service runs with its real login limits here: ten failed logins lock an account
// for 15 minutes, whatever the address (other accounts from this address keep logging in).
test('after too many failed logins the login form says so in Dutch, with the wait', async ({ page, request }) => {
  const account = await createConfirmedUser(request, 'Te Vaak Fout');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: m.login }).click();
  const dialog = page.getByRole('dialog', { name: m.login });
  await dialog.getByLabel(m.email).fill(account.email);

  for (let attempt = 1; attempt <= 10; attempt += 1) {
    await dialog.getByLabel(m.password).fill(`fout-${attempt}`);
    await dialog.getByRole('button', { name: m.login }).click();
    await expect(dialog.getByRole('alert')).toContainText(m.invalidCredentials);
    await expect(dialog.getByRole('button', { name: m.login })).toBeEnabled();
  }

  // Now even the right password is refused until the wait is over.
  await dialog.getByLabel(m.password).fill(account.password);
  await dialog.getByRole('button', { name: m.login }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toHaveText(m.tooManyLoginAttempts(m.waitMinutes(15)));
  await expect(alert).not.toContainText(m.loginFailed);
  await expect(page).toHaveURL(/\/$/);
});
