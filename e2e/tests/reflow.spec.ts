import { messages } from '@doorloopjes/shared';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { clippedOrOverlapping, horizontalOverflow } from '../support/layoutBoxes';
import { focusRingContrast, stateContrast } from '../support/nonTextContrast';
import { PUBLIC_ROUTES, isUnsafeFixture, loggedInRoutes } from '../support/routes';

/**
 * WCAG 1.4.4 resize text, 1.4.10 reflow, 1.4.12 text spacing and 1.4.11 non-text contrast on every
 * route of the accessibility walk, one page load per route per configuration:
 * - 320 CSS px wide (what a 1280 px window shows at 400 %);
 * - 200 % zoom of a 1280 x 800 window: Chrome's zoom gives the page a 640 x 400 CSS px viewport at
 *   two device pixels per CSS px, so that is what is emulated (media queries and layout then see
 *   exactly what a zoomed window gives; CDP's page scale factor would be a pinch zoom, which
 *   magnifies without reflowing and so tests nothing);
 * - 1280 px with the WCAG 1.4.12 text spacing forced on every element.
 * Each load: no sideways scroll and nothing cut by the screen's edge (scrolling boxes such as the
 * cluster canvas may scroll), no text clipped or on top of other text, no control cut off. At 200 %
 * and 1280 px also the contrast of field borders, checked options, pressed toggles, icon-only
 * controls and every focus ring; and, hovered, of the first field and icon-only control.
 */

/**
 * Long lists skip the layout of cards far off screen (content-visibility: auto) and hold their
 * place with an estimated height; measured there, their text seems to overlap. The check lays out
 * everything, as each card is when scrolled to.
 */
const LAY_OUT_EVERYTHING = '* { content-visibility: visible !important; }';
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

interface Configuration {
  name: string;
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  textSpacing: boolean;
  contrast: boolean;
}

const CONFIGURATIONS: Configuration[] = [
  { name: '320 px', viewport: { width: 320, height: 640 }, deviceScaleFactor: 1, textSpacing: false, contrast: false },
  { name: '200 % of 1280 px', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2, textSpacing: false, contrast: true },
  { name: 'text spacing at 1280 px', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, textSpacing: true, contrast: true },
];

/** The page has its content: its heading and nothing busy; then the spacing, if asked. */
async function load(page: Page, path: string, configuration: Configuration): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.addStyleTag({ content: configuration.textSpacing ? LAY_OUT_EVERYTHING + TEXT_SPACING : LAY_OUT_EVERYTHING });
  await page.evaluate(() => document.fonts.ready);
}

/** What the mouse can point at to show a hover state: the first field and the first icon-only control. */
async function hoverTargets(page: Page) {
  const field = page.locator('input:not([type="hidden"], [type="checkbox"], [type="radio"]), select, textarea').filter({ visible: true }).first();
  const icon = page.locator('button:has(svg), a[href]:has(svg)').filter({ visible: true, hasNotText: /\S/ }).first();
  const targets = [];
  for (const target of [field, icon]) if ((await target.count()) > 0) targets.push(target);
  return targets;
}

/** Every finding of one route in one configuration, soft so one run lists every route's. */
async function checkRoute(page: Page, path: string, configuration: Configuration): Promise<void> {
  await load(page, path, configuration);
  expect.soft(await horizontalOverflow(page), `${path}: cut or scrolling sideways`).toEqual([]);
  expect.soft(await clippedOrOverlapping(page), `${path}: clipped or overlapping`).toEqual([]);
  if (!configuration.contrast) return;
  expect.soft(await focusRingContrast(page), `${path}: focus rings`).toEqual([]);
  expect.soft(await stateContrast(page), `${path}: non-text contrast`).toEqual([]);
  for (const target of await hoverTargets(page)) {
    await target.hover();
    expect.soft(await stateContrast(page, { hoveredOnly: true }), `${path}: non-text contrast on hover`).toEqual([]);
  }
}

for (const configuration of CONFIGURATIONS) {
  test.describe(configuration.name, () => {
    test.use({ viewport: configuration.viewport, deviceScaleFactor: configuration.deviceScaleFactor });

    test(`every logged-in route (${configuration.name})`, async ({ page, request, user }) => {
      // One load per route; the default minute leaves no room on a busy machine.
      test.setTimeout(120_000);
      for (const path of await loggedInRoutes(request, user)) {
        if (isUnsafeFixture(path)) continue;
        await checkRoute(page, path, configuration);
      }
    });

    test(`visitors' routes (${configuration.name})`, async ({ page }) => {
      for (const [path] of PUBLIC_ROUTES) await checkRoute(page, path, configuration);
    });
  });
}

test.describe('a guide at 200 % of 1280 px', () => {
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });

  test('the status picker: checked option and focus ring stand out, also on hover', async ({ page, request, user }) => {
    const guide = (await loggedInRoutes(request, user)).at(-1)!;
    await page.goto(guide);
    const picker = page.getByRole('group', { name: messages.doorloopjes.statusLegend });
    await picker.getByRole('radio').nth(1).check();
    await expect(picker.getByRole('radio').nth(1)).toBeChecked();
    await picker.getByRole('radio').nth(1).hover();
    expect(await stateContrast(page, { hoveredOnly: true })).toEqual([]);
    expect(await focusRingContrast(page)).toEqual([]);
  });
});
