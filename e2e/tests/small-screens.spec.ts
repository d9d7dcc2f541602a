import { messages } from '@doorloopjes/shared';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { controlsSplitOverLines, horizontalOverflow, textUnderFixedElements } from '../support/layoutBoxes';

/**
 * A guide, the list, the dashboard and a webinar on a phone and a small tablet (320, 390 and
 * 768 px): no horizontal scroll or control cut by the screen's edge, no control split over lines,
 * no text under a fixed element (the assistant launcher sits in the bottom bar). Checked on
 * element boxes (support/layoutBoxes.ts), not on screenshots compared by pixels.
 */

const l = messages.layout;
const d = messages.doorloopjes;
const GUIDE = '/doorloopjes/activeren-van-voorkennis';
const FIRST_GUIDE = 'Activeren van voorkennis';
const SECOND_GUIDE = 'Het lesdoel zichtbaar maken';
const PAGES: Array<[string, string]> = [
  ['a guide', GUIDE],
  ['the list', '/doorloopjes'],
  ['the dashboard', '/dashboard'],
  ['a webinar', '/webinars/feedback-die-werkt'],
];
const WIDTHS = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
];

const launcher = (page: Page) => page.getByRole('button', { name: messages.assistant.title, exact: true });
const bottomBar = (page: Page) => page.getByRole('navigation', { name: l.mainMenu });

/** The page has its content: its heading, nothing busy, and the launcher (it loads after the content). */
async function settled(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(launcher(page)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const [what, path] of PAGES) {
      test(`${what}: no sideways scroll, no control split over lines, no text under a fixed element`, async ({ page, user }) => {
        expect(user.id).toBeGreaterThan(0);
        await settled(page, path);
        // The launcher is part of the bottom bar: nothing floats over the page.
        await expect(bottomBar(page).getByRole('button', { name: messages.assistant.title, exact: true })).toBeVisible();
        expect(await horizontalOverflow(page), 'cut or scrolling sideways').toEqual([]);
        expect(await controlsSplitOverLines(page), 'split over lines').toEqual([]);
        expect(await textUnderFixedElements(page), 'under a fixed element').toEqual([]);
      });
    }

    test('the launcher in the bottom bar opens the assistant, by a click and by the window event', async ({ page, user }) => {
      expect(user.id).toBeGreaterThan(0);
      await settled(page, GUIDE);
      const bar = await bottomBar(page).boundingBox();
      const button = await launcher(page).boundingBox();
      expect(bar && button).toBeTruthy();
      // Inside the bar's row, and a comfortable target.
      expect(button!.y).toBeGreaterThanOrEqual(bar!.y);
      expect(button!.y + button!.height).toBeLessThanOrEqual(bar!.y + bar!.height);
      expect(Math.min(button!.width, button!.height)).toBeGreaterThanOrEqual(40);
      const drawer = page.getByRole('dialog', { name: messages.assistant.title });
      await launcher(page).click();
      await expect(drawer).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(launcher(page)).toBeFocused();
      await page.evaluate(() => window.dispatchEvent(new CustomEvent('open-ai-assistant')));
      await expect(drawer).toBeVisible();
    });
  });
}

for (const viewport of WIDTHS.slice(0, 2)) {
  test.describe(`a guide's header at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the status picker is one group of three evenly stacked radios that arrow keys move through', async ({ page, user }) => {
      expect(user.id).toBeGreaterThan(0);
      await settled(page, GUIDE);
      const picker = page.getByRole('group', { name: d.statusLegend });
      const radios = picker.getByRole('radio');
      await expect(radios).toHaveCount(3);
      const frame = (await picker.boundingBox())!;
      const boxes = await Promise.all([0, 1, 2].map(async (index) => (await radios.nth(index).locator('xpath=..').boundingBox())!));
      for (const box of boxes) {
        // One frame around three options of one width, one under the other.
        expect(box.x).toBeCloseTo(boxes[0]!.x, 0);
        expect(box.width).toBeCloseTo(boxes[0]!.width, 0);
        expect(box.x).toBeGreaterThanOrEqual(frame.x);
        expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
      }
      expect(boxes[0]!.y).toBeLessThan(boxes[1]!.y);
      expect(boxes[1]!.y).toBeLessThan(boxes[2]!.y);
      // The radio group's keyboard: the arrow keys move the choice.
      await expect(radios.nth(0)).toBeChecked();
      await radios.nth(0).focus();
      await page.keyboard.press('ArrowDown');
      await expect(radios.nth(1)).toBeChecked();
      await expect(radios.nth(1)).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(radios.nth(0)).toBeChecked();
    });

    test('the arrows sit at the ends of their row with book and page between', async ({ page, user }) => {
      expect(user.id).toBeGreaterThan(0);
      await settled(page, GUIDE);
      const nav = page.getByRole('main').getByRole('navigation', { name: d.guideNavigation });
      // The second guide of the list has both arrows.
      await nav.getByRole('link', { name: d.nextGuide(SECOND_GUIDE) }).click();
      await expect(page.getByRole('heading', { level: 1, name: SECOND_GUIDE })).toBeVisible();
      const row = (await nav.boundingBox())!;
      const previous = (await nav.getByRole('link', { name: d.previousGuide(FIRST_GUIDE) }).boundingBox())!;
      const next = (await nav.getByRole('link').last().boundingBox())!;
      const where = (await nav.getByText(d.bookPage(1, 16)).boundingBox())!;
      const main = (await page.getByRole('main').getByRole('heading', { level: 1 }).boundingBox())!;
      // The row is as wide as the content; the arrows touch its ends, the text sits between them.
      expect(row.width).toBeGreaterThanOrEqual(main.width - 1);
      expect(previous.x).toBeLessThanOrEqual(row.x + 1);
      expect(next.x + next.width).toBeGreaterThanOrEqual(row.x + row.width - 1);
      expect(where.x).toBeGreaterThan(previous.x + previous.width);
      expect(where.x + where.width).toBeLessThan(next.x);
    });
  });
}
