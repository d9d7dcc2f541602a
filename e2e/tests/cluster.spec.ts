import { messages, type StoredClusterItem } from '@doorloopjes/shared';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { CONTENT_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import type { TestUser } from '../support/users';
import { expectNoSeriousViolations } from '../support/axe';

/**
 * mf-cluster against the real content service: the cluster builder at 1440 px (add, drag, scale,
 * save, restore after a reload, local draft, PNG download, keyboard, axe), moving with clicks only at
 * 800 px, and the mobile notice.
 */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

interface Placeable {
  title: string;
  typeLabel: string;
}

/** The first doorloopje, why and how item the content service has, read as the test user. */
async function oneOfEachType(request: APIRequestContext, user: TestUser): Promise<Placeable[]> {
  const headers = { Authorization: `Bearer ${user.jwt}` };
  const first = async (path: string) => {
    const response = await request.get(`${CONTENT_URL}${path}?sort=title:asc&pagination[pageSize]=1`, { headers });
    expect(response.ok(), await response.text()).toBeTruthy();
    const body = (await response.json()) as { data: Array<{ title: string }> };
    expect(body.data.length, `${path} has content`).toBeGreaterThan(0);
    return body.data[0]!.title;
  };
  const labels = messages.cluster.typeLabels;
  return [
    { title: await first('/api/doorloopjes'), typeLabel: labels.doorloopje },
    { title: await first('/api/whies'), typeLabel: labels.why },
    { title: await first('/api/hows'), typeLabel: labels.how },
  ];
}

const placedList = (page: Page) => page.getByRole('region', { name: new RegExp(messages.cluster.placedTitle) });

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The list row (a toggle button) of a placed item; its name is the item's summary. */
function rowOf(page: Page, item: Placeable): Locator {
  return placedList(page).getByRole('button', { name: new RegExp(`^${escapeRegExp(item.title)}, ${item.typeLabel}, positie`) });
}

/** Position and scale of a placed item, read from its accessible summary. */
async function placement(row: Locator): Promise<{ x: number; y: number; scale: string }> {
  const name = (await row.textContent()) ?? '';
  const match = name.match(/positie (-?\d+), (-?\d+), schaal ([\d,]+)$/);
  expect(match, name).not.toBeNull();
  return { x: Number(match![1]), y: Number(match![2]), scale: match![3]! };
}

async function addFromSearch(page: Page, item: Placeable) {
  const search = page.getByLabel(messages.cluster.searchLabel);
  await search.fill(item.title.toUpperCase());
  await page.getByRole('button', { name: messages.cluster.add(item.title, item.typeLabel) }).first().click();
  await search.fill('');
}

async function openBuilder(page: Page) {
  await page.goto('/cluster-builder-test');
  await expect(page.getByRole('heading', { level: 1, name: messages.cluster.title })).toBeVisible();
  await expect(page.getByLabel(messages.cluster.searchLabel)).toBeVisible();
}

test('add three, drag one, scale one, save; after a reload the cluster is restored', async ({ page, user, request }) => {
  const [doorloopje, why, how] = await oneOfEachType(request, user);
  await openBuilder(page);
  for (const item of [doorloopje!, why!, how!]) await addFromSearch(page, item);
  await expect(placedList(page).getByRole('listitem')).toHaveCount(3);

  // All three land on the centre of the canvas; the last one added lies on top.
  const canvas = page.getByRole('application', { name: messages.cluster.canvasLabel });
  const box = (await canvas.boundingBox())!;
  const centre = await placement(rowOf(page, how!));
  expect(centre.x).toBeCloseTo(box.width / 2, -1);
  expect(centre.y).toBeCloseTo(box.height / 2, -1);
  expect(await placement(rowOf(page, doorloopje!))).toEqual(centre);

  // Drag the top item (how) 200 px right and 120 px down with the mouse.
  const start = { x: box.x + centre.x, y: box.y + centre.y };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 100, start.y + 60, { steps: 5 });
  await page.mouse.move(start.x + 200, start.y + 120, { steps: 5 });
  await page.mouse.up();
  await expect(rowOf(page, how!)).toHaveText(messages.cluster.itemSummary(how!.title, how!.typeLabel, centre.x + 200, centre.y + 120, '1,0'));

  // Scale the doorloopje up twice.
  const bigger = placedList(page).getByRole('button', { name: messages.cluster.scaleUp(doorloopje!.title) });
  await bigger.click();
  await bigger.click();
  await expect(rowOf(page, doorloopje!)).toHaveText(messages.cluster.itemSummary(doorloopje!.title, doorloopje!.typeLabel, centre.x, centre.y, '1,4'));

  const before = await Promise.all([doorloopje!, why!, how!].map((item) => rowOf(page, item).textContent()));
  await page.getByRole('button', { name: messages.cluster.save, exact: true }).click();
  await expect(page.getByText(messages.cluster.saved)).toBeVisible();

  // The profile holds {id, __type, x, y, scale, instanceId} for each placed item.
  const me = await request.get(`${CONTENT_URL}/api/users/me`, { headers: { Authorization: `Bearer ${user.jwt}` } });
  const saved = ((await me.json()) as { cluster_builder_state: StoredClusterItem[] }).cluster_builder_state;
  expect(saved.map((item) => item.__type)).toEqual(['doorloopje', 'why', 'how']);
  expect(saved[2]).toMatchObject({ x: centre.x + 200, y: centre.y + 120, scale: 1 });
  expect(saved[0]).toMatchObject({ scale: 1.4 });
  expect(new Set(saved.map((item) => item.instanceId)).size).toBe(3);

  // The success message goes after 3 seconds.
  await expect(page.getByText(messages.cluster.saved)).toBeHidden({ timeout: 5000 });

  await page.reload();
  await expect(placedList(page).getByRole('listitem')).toHaveCount(3);
  const after = await Promise.all([doorloopje!, why!, how!].map((item) => rowOf(page, item).textContent()));
  expect(after).toEqual(before);
  // Saved, so there was no draft to bring back.
  await expect(page.getByText(messages.cluster.draftRestored)).toHaveCount(0);
});

test('unsaved work survives a reload as a local draft', async ({ page, user, request }) => {
  const [doorloopje] = await oneOfEachType(request, user);
  await openBuilder(page);
  await addFromSearch(page, doorloopje!);
  await expect(placedList(page).getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(page.getByText(messages.cluster.draftRestored)).toBeVisible();
  await expect(rowOf(page, doorloopje!)).toBeVisible();
});

test('download gives a valid PNG named mijn-cluster.png', async ({ page, user, request }) => {
  const items = await oneOfEachType(request, user);
  await openBuilder(page);
  for (const item of items) await addFromSearch(page, item);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: messages.cluster.download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(messages.cluster.pngFileName);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  // IHDR: width and height at pixel ratio 2, within the 16384 px limit.
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  expect(width).toBeGreaterThan(200);
  expect(height).toBeGreaterThan(200);
  expect(Math.max(width, height)).toBeLessThanOrEqual(16384);
});

test('keyboard: select an item, move it with the arrows, scale with +, delete it; axe finds nothing serious', async ({ page, user, request }) => {
  const [doorloopje] = await oneOfEachType(request, user);
  await openBuilder(page);
  await addFromSearch(page, doorloopje!);
  const row = rowOf(page, doorloopje!);
  const start = await placement(row);
  await row.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('+');
  await expect(row).toHaveText(messages.cluster.itemSummary(doorloopje!.title, doorloopje!.typeLabel, start.x + 10, start.y + 50, '1,2'));
  await expect(page.getByText(messages.cluster.announceScaled(doorloopje!.title, '1,2'))).toBeAttached();

  await expectNoSeriousViolations(page, { include: 'main' });

  await page.keyboard.press('Delete');
  await expect(placedList(page).getByRole('listitem')).toHaveCount(0);
  await expect(page.getByRole('application', { name: messages.cluster.canvasLabel })).toBeFocused();
});

test.describe('at the narrowest width the builder supports (800 px)', () => {
  test.use({ viewport: { width: 800, height: 800 } });

  test('moving without dragging: the move buttons of the selected item, clicks only, then save', async ({ page, user, request }) => {
    const [doorloopje, why] = await oneOfEachType(request, user);
    await openBuilder(page);
    await addFromSearch(page, doorloopje!);
    await addFromSearch(page, why!);
    // Choose the first item with a click: its move buttons appear, the other item's go.
    await rowOf(page, doorloopje!).click();
    const start = await placement(rowOf(page, doorloopje!));
    const moves = placedList(page).getByRole('group', { name: messages.cluster.moveGroup(doorloopje!.title) });
    await expect(placedList(page).getByRole('group', { name: messages.cluster.moveGroup(why!.title) })).toHaveCount(0);
    const right = moves.getByRole('button', { name: messages.cluster.moveRight(doorloopje!.title) });
    const down = moves.getByRole('button', { name: messages.cluster.moveDown(doorloopje!.title) });
    // Shown whole on the page and a comfortable target.
    for (const button of [right, down]) {
      await expect(button).toBeInViewport({ ratio: 1 });
      const box = (await button.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }
    await right.click();
    await right.click();
    await down.click();
    const moved = { x: start.x + 100, y: start.y + 50 };
    await expect(rowOf(page, doorloopje!)).toHaveText(messages.cluster.itemSummary(doorloopje!.title, doorloopje!.typeLabel, moved.x, moved.y, '1,0'));
    await expect(page.getByText(messages.cluster.announceMoved(doorloopje!.title, moved.x, moved.y))).toBeAttached();

    await page.getByRole('button', { name: messages.cluster.save, exact: true }).click();
    await expect(page.getByText(messages.cluster.saved)).toBeVisible();
    const me = await request.get(`${CONTENT_URL}/api/users/me`, { headers: { Authorization: `Bearer ${user.jwt}` } });
    const saved = ((await me.json()) as { cluster_builder_state: StoredClusterItem[] }).cluster_builder_state;
    expect(saved[0]).toMatchObject({ __type: 'doorloopje', x: moved.x, y: moved.y });
    expect(saved[1]).toMatchObject({ __type: 'why', x: start.x, y: start.y });
  });
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the builder says it is not suitable for mobile and links to the dashboard', async ({ page, user }) => {
    expect(user.jwt).toBeTruthy();
    await page.goto('/cluster-builder-test');
    await expect(page.getByRole('heading', { level: 1, name: messages.cluster.title })).toBeVisible();
    await expect(page.getByText(messages.cluster.mobileText)).toBeVisible();
    await expect(page.getByRole('application')).toHaveCount(0);
    await page.getByRole('link', { name: messages.cluster.mobileLink }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
