import { messages } from '@doorloopjes/shared';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { CONTENT_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import type { TestUser } from '../support/users';
import { expectNoSeriousViolations } from '../support/axe';

/**
 * mf-assistant against the real assistant service (services/assistant, offline provider in the
 * test environment) and the content service's seed: the dashboard chat, sessions and history,
 * reset across tabs, the launcher opened from a guide's 'Acties & AI Follow-Ups', and axe.
 */

/** A seeded guide the offline provider finds for a question about its subject. */
const SEEDED_TITLE = 'Time-timer gebruiken';
const QUESTION = 'Hoe gebruik ik een time-timer in de klas?';

const chat = (page: Page) => page.getByRole('region', { name: messages.assistant.title });
const conversation = (scope: Page | Locator) => scope.getByRole('log', { name: messages.assistant.messagesLabel });
const launcherDrawer = (page: Page) => page.getByRole('dialog', { name: messages.assistant.title });

async function slugOf(request: APIRequestContext, user: TestUser, title: string): Promise<string> {
  const response = await request.get(`${CONTENT_URL}/api/doorloopjes`, {
    params: { 'filters[title][$eq]': title, 'fields[0]': 'slug' },
    headers: { Authorization: `Bearer ${user.jwt}` },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const body = (await response.json()) as { data: Array<{ slug: string }> };
  expect(body.data, `seeded doorloopje '${title}'`).toHaveLength(1);
  return body.data[0]?.slug ?? '';
}

async function aiSessionIdOf(request: APIRequestContext, user: TestUser): Promise<string | null> {
  const response = await request.get(`${CONTENT_URL}/api/users/me`, { headers: { Authorization: `Bearer ${user.jwt}` } });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { ai_session_id?: string | null }).ai_session_id ?? null;
}

async function ask(scope: Page | Locator, text: string) {
  await scope.getByLabel(messages.assistant.inputLabel).fill(text);
  await scope.getByRole('button', { name: messages.assistant.send }).click();
}

test('a question on the dashboard gets an answer linking to a seeded doorloopje; the history survives a reload', async ({ page, request, user }) => {
  const slug = await slugOf(request, user, SEEDED_TITLE);
  await page.goto('/dashboard');
  await expect(conversation(chat(page)).getByText(messages.assistant.welcome)).toBeVisible();
  await expect(chat(page).getByRole('list', { name: messages.assistant.suggestionsLabel }).getByRole('button')).toHaveCount(2);

  await ask(chat(page), QUESTION);
  await expect(conversation(chat(page)).getByText(QUESTION)).toBeVisible();
  const answerLink = conversation(chat(page)).locator(`a[href="/doorloopjes/${slug}"]`).first();
  await expect(answerLink).toBeVisible();
  await expect(conversation(chat(page)).getByText(messages.assistant.welcome)).toBeHidden();
  await expect.poll(() => aiSessionIdOf(request, user)).toMatch(/^[0-9a-f-]{36}$/);

  await page.reload();
  await expect(conversation(chat(page)).getByText(QUESTION)).toBeVisible();
  await expect(conversation(chat(page)).locator(`a[href="/doorloopjes/${slug}"]`).first()).toBeVisible();

  // The link opens the guide inside the app: no page load, so a marker on window survives.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await conversation(chat(page)).locator(`a[href="/doorloopjes/${slug}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/doorloopjes/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: SEEDED_TITLE })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('reset returns to the welcome, clears ai_session_id, and a second tab follows it', async ({ page, context, request, user }) => {
  await page.goto('/dashboard');
  await ask(chat(page), QUESTION);
  await expect(conversation(chat(page)).locator('a[href^="/doorloopjes/"]').first()).toBeVisible();
  await expect.poll(() => aiSessionIdOf(request, user)).not.toBeNull();

  // A new tab has its own session storage: it finds the session on the user record.
  const second = await context.newPage();
  await second.goto('/dashboard');
  await expect(conversation(chat(second)).getByText(QUESTION)).toBeVisible();

  await chat(page).getByRole('button', { name: messages.assistant.reset }).click();
  await expect(chat(page).getByText(messages.assistant.resetNotice)).toBeVisible();
  await expect(conversation(chat(page)).getByText(messages.assistant.welcome)).toBeVisible();
  await expect(conversation(chat(page)).getByText(QUESTION)).toBeHidden();
  await expect.poll(() => aiSessionIdOf(request, user)).toBeNull();

  await expect(chat(second).getByText(messages.assistant.resetNotice)).toBeVisible();
  await expect(conversation(chat(second)).getByText(QUESTION)).toBeHidden();
  await expect(conversation(chat(second)).getByText(messages.assistant.welcome)).toBeVisible();

  // The reset sticks after a reload in both tabs.
  await page.reload();
  await expect(conversation(chat(page)).getByText(messages.assistant.welcome)).toBeVisible();
  await expect(conversation(chat(page)).getByText(QUESTION)).toBeHidden();
  await second.close();
});

test("the detail page's 'Acties & AI Follow-Ups' opens the launcher with the prompt and an answer arrives", async ({ page, request, user }) => {
  const slug = await slugOf(request, user, SEEDED_TITLE);
  await page.goto(`/doorloopjes/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: SEEDED_TITLE })).toBeVisible();
  await expect(launcherDrawer(page)).toBeHidden();

  const actions = page.getByRole('region', { name: messages.doorloopjes.actionsTitle });
  await actions.getByRole('button', { name: messages.doorloopjes.actionLessonPlan }).click();

  const drawer = launcherDrawer(page);
  await expect(drawer).toBeVisible();
  await expect(conversation(drawer).getByText(messages.doorloopjes.promptLessonPlan(SEEDED_TITLE))).toBeVisible();
  // The offline provider's lesson plan names and links the guide it is based on.
  await expect(conversation(drawer).locator(`a[href="/doorloopjes/${slug}"]`).first()).toBeVisible();
  await expect(drawer.getByText(messages.assistant.waiting)).toBeHidden();
});

test('launcher: remembered open on wide screens, closed on a route change; axe finds nothing serious with the drawer open', async ({ page, user }) => {
  expect(user.id).toBeGreaterThan(0);
  await page.goto('/doorloopjes');
  const tray = page.getByRole('button', { name: messages.assistant.title, exact: true });
  await expect(tray).toHaveAttribute('aria-expanded', 'false');
  await tray.click();
  await expect(launcherDrawer(page)).toBeVisible();
  await expect(page.getByLabel(messages.assistant.inputLabel)).toBeFocused();
  await expectNoSeriousViolations(page, { include: '.ai-launcher' });

  await page.reload();
  await expect(launcherDrawer(page)).toBeVisible();

  await page.getByRole('navigation', { name: messages.layout.mainMenu }).getByRole('link', { name: messages.layout.navNews, exact: true }).click();
  await expect(page).toHaveURL(/\/nieuws$/);
  await expect(launcherDrawer(page)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: messages.assistant.title, exact: true })).toBeVisible();
  await expect(launcherDrawer(page)).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dashboard also has the launcher; its drawer is full screen with a backdrop and passes axe', async ({ page, user }) => {
    expect(user.id).toBeGreaterThan(0);
    await page.goto('/dashboard');
    await expect(chat(page)).toBeVisible();
    await page.getByRole('button', { name: messages.assistant.title, exact: true }).click();
    const drawer = launcherDrawer(page);
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveAttribute('aria-modal', 'true');
    const box = await drawer.boundingBox();
    expect(box?.width).toBe(390);
    await expect(page.locator('.ai-launcher-backdrop')).toBeVisible();
    await expectNoSeriousViolations(page, { include: '.ai-launcher' });
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
});
