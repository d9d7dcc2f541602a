import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (Shift+Tab with `backwards`) at most `limit` times until `target` has focus: how a
 * keyboard user gets there.
 */
export async function tabTo(page: Page, target: Locator, { limit = 60, backwards = false }: { limit?: number; backwards?: boolean } = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached by Tab within ${limit} presses`).toBeFocused();
}

/** The text the page's polite live region says now. */
export function politeAnnouncement(page: Page): Locator {
  return page.locator('[data-announcer="polite"]');
}
