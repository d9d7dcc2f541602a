import { messages } from '@doorloopjes/shared';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * Streamed answers in the composed platform: the assistant service (offline provider, paced in
 * the test environment like a model) streams server-sent events; the dashboard chat and the
 * launcher show the text as it arrives, and 'Stop' ends it.
 */

/** A seeded guide with four steps: its lesson plan is long enough to watch it arrive. */
const LESSON_PLAN = 'Maak een lesplan voor Stiltesignaal invoeren';
/** The last section of every offline lesson plan: present only once the answer is complete. */
const LAST_SECTION = 'Afsluiting';

const chat = (page: Page) => page.getByRole('region', { name: messages.assistant.title });
const drawer = (page: Page) => page.getByRole('dialog', { name: messages.assistant.title });
const conversation = (scope: Locator) => scope.getByRole('log', { name: messages.assistant.messagesLabel });
const reply = (scope: Locator) => conversation(scope).locator('.ai-bubble-bot').last();

async function ask(scope: Locator, text: string) {
  await scope.getByLabel(messages.assistant.inputLabel).fill(text);
  await scope.getByRole('button', { name: messages.assistant.send }).click();
}

/** The answer shows part by part: readable while 'Stop' is still offered, then complete. */
async function expectProgressiveAnswer(scope: Locator) {
  const stop = scope.getByRole('button', { name: messages.assistant.stop });
  await expect(reply(scope)).toContainText('Lesplan: Stiltesignaal invoeren');
  await expect(stop).toBeVisible();
  const partial = await reply(scope).innerText();
  expect(partial).not.toContain(LAST_SECTION);
  await expect(reply(scope)).toContainText(LAST_SECTION);
  await expect(stop).toBeHidden();
  expect((await reply(scope).innerText()).length).toBeGreaterThan(partial.length);
  await expect(reply(scope).getByRole('link', { name: 'Stiltesignaal invoeren' }).first()).toBeVisible();
}

test('a streamed answer appears progressively in the dashboard chat', async ({ page, user }) => {
  expect(user.id).toBeGreaterThan(0);
  await page.goto('/dashboard');
  await ask(chat(page), LESSON_PLAN);
  await expectProgressiveAnswer(chat(page));
});

test('a streamed answer appears progressively in the launcher', async ({ page, user }) => {
  expect(user.id).toBeGreaterThan(0);
  await page.goto('/doorloopjes');
  await page.getByRole('button', { name: messages.assistant.title, exact: true }).click();
  await ask(drawer(page), LESSON_PLAN);
  await expectProgressiveAnswer(drawer(page));
});

test("'Stop' ends a streamed answer: what arrived stays, marked as stopped, and nothing more comes", async ({ page, user }) => {
  expect(user.id).toBeGreaterThan(0);
  await page.goto('/dashboard');
  await ask(chat(page), LESSON_PLAN);
  await expect(reply(chat(page))).toContainText('Lesplan: Stiltesignaal invoeren');
  await chat(page).getByRole('button', { name: messages.assistant.stop }).click();
  await expect(conversation(chat(page)).getByText(messages.assistant.stopped)).toBeVisible();
  await expect(chat(page).getByRole('button', { name: messages.assistant.stop })).toBeHidden();
  const stopped = await reply(chat(page)).innerText();
  // Longer than the whole lesson plan would take to arrive at the test environment's pace.
  await page.waitForTimeout(2_500);
  expect(await reply(chat(page)).innerText()).toBe(stopped);
  expect(stopped).not.toContain(LAST_SECTION);

  // The chat goes on: the next question is answered in full.
  await ask(chat(page), 'Hoe gebruik ik een time-timer in de klas?');
  await expect(reply(chat(page)).locator('a[href^="/doorloopjes/"]').first()).toBeVisible();
});
