import { messages } from '@doorloopjes/shared';
import type { Page } from '@playwright/test';
import { CONTENT_URL } from '../support/env';
import { expect, test } from '../support/fixtures';

/**
 * The dashboard's side widgets keep their size from the first skeleton to their data (the shell's
 * layout.css reserves each widget's loaded height): nothing in the side column moves when a remote
 * or its data arrives, with data and with empty lists, on a desktop, a tablet and a phone.
 */
const l = messages.layout;
const WIDGETS = [l.widgetFeatured, l.widgetProgress, l.widgetInProgress, l.widgetNews];
const CONTENT_LISTS = new RegExp(`^${CONTENT_URL}/api/(artikels|digidates|nieuws-items)\\b`);

/** The height of each side widget's area, in the order of WIDGETS. */
const heights = (page: Page) => Promise.all(WIDGETS.map(async (name) => Math.round((await page.getByRole('group', { name }).boundingBox())?.height ?? -1)));

/** Layout shifts of anything in the dashboard's side column, recorded from the page's start. */
async function recordSideShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as Window & { sideShifts?: string[] }).sideShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { sources?: Array<{ node?: Node | null }> }>) {
        for (const source of entry.sources ?? []) {
          const node = source.node instanceof Element ? source.node : source.node?.parentElement;
          if (node?.closest('.dashboard-side')) shifts.push(node.outerHTML.slice(0, 120));
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['tablet', { width: 768, height: 1024 }],
  ['phone', { width: 412, height: 823 }],
] as const) {
  test.describe(`${device} (${viewport.width} px)`, () => {
    test.use({ viewport });

    for (const lists of ['with data', 'with empty lists'] as const) {
      test(`the side widgets keep their skeleton's size when their data arrives, ${lists}`, async ({ page, user }) => {
        expect(user.id).toBeGreaterThan(0);
        await recordSideShifts(page);
        // The content lists are held until the skeletons are measured (and answered empty for the empty states).
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route(CONTENT_LISTS, async (route) => {
          await held;
          if (lists === 'with empty lists') await route.fulfill({ json: { data: [], meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } } } });
          else await route.continue();
        });
        await page.goto('/dashboard');
        for (const name of WIDGETS) await expect(page.getByRole('group', { name })).toBeVisible();
        const whileLoading = await heights(page);
        release();
        for (const name of WIDGETS) await expect(page.getByRole('group', { name }).getByRole('heading').first()).toBeVisible();
        await expect(page.locator('.dashboard-side [aria-busy="true"]')).toHaveCount(0);
        expect(await heights(page)).toEqual(whileLoading);
        expect(await page.evaluate(() => (window as Window & { sideShifts?: string[] }).sideShifts)).toEqual([]);
      });
    }
  });
}
