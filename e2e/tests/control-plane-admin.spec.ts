import { messages } from '@doorloopjes/shared';
import { registry } from '../support/controlPlane';
import { CONTENT_URL } from '../support/env';
import { expect, test } from '../support/fixtures';

/** Local product-owner account the content service creates (an admin role that edits only the registry). */
const PRODUCT_OWNER = { email: 'productowner@doorloopjes.nl', password: 'Doorloopjes!Product2026' };
const STATES = `${CONTENT_URL}/admin/content-manager/collection-types/api::remote-state.remote-state`;

test('a product owner switches a remote off in the Strapi admin panel, without touching JSON', async ({ page, user }) => {
  test.setTimeout(120_000);
  expect(user.id).toBeGreaterThan(0);
  try {
    await page.goto(`${CONTENT_URL}/admin/auth/login`);
    await page.getByLabel(/e-?mail/i).fill(PRODUCT_OWNER.email);
    await page.getByLabel(/password|wachtwoord/i).fill(PRODUCT_OWNER.password);
    await page.getByRole('button', { name: /log ?in|inloggen/i }).click();
    await expect(page).not.toHaveURL(/\/auth\/login/);

    await page.goto(`${STATES}?filters[$and][0][label][$eq]=test · cluster`);
    await page.getByRole('gridcell', { name: 'test · cluster' }).first().click();
    const enabled = page.getByRole('checkbox', { name: 'enabled' });
    await expect(enabled).toBeChecked();
    await enabled.click();
    await page.getByRole('button', { name: /save|opslaan/i }).click();
    await expect(page.getByText(/saved|opgeslagen/i).first()).toBeVisible();

    // The product owner sees the change on top of the history (newest first), read-only.
    await page.goto(`${CONTENT_URL}/admin/content-manager/collection-types/api::remote-registry-change.remote-registry-change`);
    await expect(page.getByRole('gridcell', { name: PRODUCT_OWNER.email }).first()).toBeVisible();

    // The platform drops the remote's link on the next page load.
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: messages.layout.profileMenu })).toBeVisible();
    await expect(page.getByRole('link', { name: messages.layout.navClusters, exact: true })).toHaveCount(0);
  } finally {
    await registry('test', 'mf-cluster', '--enable');
  }
});
