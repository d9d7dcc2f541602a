import { messages } from '@doorloopjes/shared';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { CONTENT_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import type { TestUser } from '../support/users';
import { serverLists } from '../support/userLists';
import { expectNoSeriousViolations } from '../support/axe';

/**
 * mf-doorloopjes against the real content service and its seed (services/cms/src/seed): the list
 * with its filters, saving, statuses (and how list, theme progress and dashboard agree), the
 * video modal, the AI follow-ups and axe on list and detail. Every test has a fresh user.
 */

const t = messages.doorloopjes;
/** Seeded guides of the theme 'Instructie geven' (book 1); the first one has a video. */
const THEME = 'Instructie geven';
const GUIDE_A = 'Activeren van voorkennis';
const GUIDE_B = 'Het lesdoel zichtbaar maken';
const GUIDE_C = 'Hardop denkend voordoen';

const main = (page: Page) => page.getByRole('main');
const cardTitles = (page: Page) => main(page).getByRole('heading', { level: 3 });

interface SeededGuide {
  id: number;
  slug: string;
  vimeo_url: string | null;
}

async function seeded(request: APIRequestContext, user: TestUser, title: string): Promise<SeededGuide> {
  const response = await request.get(`${CONTENT_URL}/api/doorloopjes`, {
    params: { 'filters[title][$eq]': title },
    headers: { Authorization: `Bearer ${user.jwt}` },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const body = (await response.json()) as { data: SeededGuide[] };
  expect(body.data, `seeded doorloopje '${title}'`).toHaveLength(1);
  return body.data[0]!;
}

async function guideCount(request: APIRequestContext, user: TestUser): Promise<number> {
  const response = await request.get(`${CONTENT_URL}/api/doorloopjes`, {
    params: { 'pagination[pageSize]': 1 },
    headers: { Authorization: `Bearer ${user.jwt}` },
  });
  return ((await response.json()) as { meta: { pagination: { total: number } } }).meta.pagination.total;
}

/** The shell also posts page views to the same endpoint; only the video_play event counts here. */
function isVideoPlayEvent(request: Request): boolean {
  if (!request.url().endsWith('/api/analytics-events') || request.method() !== 'POST') return false;
  return (request.postDataJSON() as { data?: { type?: string } }).data?.type === 'video_play';
}

test('the list groups guides by theme with progress bars and filters by book, toggle and search', async ({ page, request, user }) => {
  await page.goto('/doorloopjes');
  const theme = main(page).getByRole('region', { name: THEME });
  await expect(theme).toBeVisible();
  await expect(theme.getByText(t.themeProgress(0, 8))).toBeVisible();
  await expect(theme.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(cardTitles(page)).toHaveCount(await guideCount(request, user));
  await expect(main(page).getByRole('navigation', { name: t.themesNav }).getByRole('link', { name: THEME })).toBeVisible();
  await expectNoSeriousViolations(page, { include: 'main' });

  await main(page).getByRole('combobox', { name: t.filterByBook }).selectOption({ label: t.book(1) });
  await expect(main(page).getByRole('heading', { level: 2, name: THEME })).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 2, name: 'Differentiatie' })).toHaveCount(0);

  await main(page).getByRole('searchbox', { name: t.searchLabel }).fill('LESDOEL');
  await expect(cardTitles(page)).toHaveText([GUIDE_B]);

  const completedToggle = main(page).getByRole('button', { name: t.completed, exact: true });
  await completedToggle.click();
  await expect(main(page).getByText(t.noneMatchFilters)).toBeVisible();
  await completedToggle.click();
  await expect(completedToggle).toHaveAttribute('aria-pressed', 'false');
  await expect(cardTitles(page)).toHaveText([GUIDE_B]);
});

test('save and unsave a guide; after a reload it is listed under Opgeslagen', async ({ page, request, user }) => {
  const guide = await seeded(request, user, GUIDE_B);
  await page.goto(`/doorloopjes/${guide.slug}`);
  await main(page).getByRole('button', { name: t.save }).click();
  await expect(main(page).getByRole('button', { name: t.savedButton })).toBeVisible();
  await expect.poll(async () => (await serverLists(request, user)).favorite).toEqual([guide.id]);

  await page.goto('/doorloopjes');
  await main(page).getByRole('button', { name: t.saved, exact: true }).click();
  await expect(cardTitles(page)).toHaveText([GUIDE_B]);

  await page.goto(`/doorloopjes/${guide.slug}`);
  await main(page).getByRole('button', { name: t.savedButton }).click();
  await expect(main(page).getByRole('button', { name: t.save })).toBeVisible();
  await expect.poll(async () => (await serverLists(request, user)).favorite).toEqual([]);
  await page.reload();
  await expect(main(page).getByRole('button', { name: t.save })).toBeVisible();
  await page.goto('/doorloopjes');
  await main(page).getByRole('button', { name: t.saved, exact: true }).click();
  await expect(main(page).getByText(t.noneMatchFilters)).toBeVisible();
});

test('each status is kept; list, theme progress bar and dashboard donut agree after a reload', async ({ page, request, user }) => {
  const [a, b, c] = [await seeded(request, user, GUIDE_A), await seeded(request, user, GUIDE_B), await seeded(request, user, GUIDE_C)];
  const status = (name: string) => main(page).getByRole('group', { name: t.statusLegend }).getByRole('radio', { name });

  await page.goto(`/doorloopjes/${a.slug}`);
  await status(t.statusInProgress).check();
  await page.goto(`/doorloopjes/${b.slug}`);
  await status(t.statusCompleted).check();
  await page.goto(`/doorloopjes/${c.slug}`);
  await status(t.statusCompleted).check();
  await status(t.statusNotStarted).check();
  await expect.poll(() => serverLists(request, user)).toEqual({ favorite: [], inprogress: [a.id], completed: [b.id] });

  await page.reload();
  await expect(status(t.statusNotStarted)).toBeChecked();
  await page.goto(`/doorloopjes/${a.slug}`);
  await expect(status(t.statusInProgress)).toBeChecked();
  await page.goto(`/doorloopjes/${b.slug}`);
  await expect(status(t.statusCompleted)).toBeChecked();

  await page.goto('/doorloopjes');
  const theme = main(page).getByRole('region', { name: THEME });
  await expect(theme.getByText(t.themeProgress(1, 8))).toBeVisible();
  await expect(theme.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
  await main(page).getByRole('button', { name: t.inProgress, exact: true }).click();
  await expect(cardTitles(page)).toHaveText([GUIDE_A]);
  await main(page).getByRole('button', { name: t.completed, exact: true }).click();
  await expect(cardTitles(page)).toHaveText([GUIDE_B]);

  await page.goto('/dashboard');
  const donut = main(page).getByRole('region', { name: t.progressTitle });
  const total = await guideCount(request, user);
  await expect(donut.getByRole('listitem')).toHaveText([`${t.statusCompleted}: 1`, `${t.statusInProgress}: 1`, `${t.statusNotStarted}: ${total - 2}`]);
  await expect(donut).toContainText(String(total));
  const carousel = main(page).getByRole('region', { name: t.inProgressTitle });
  await expect(carousel.getByRole('link', { name: new RegExp(GUIDE_A) })).toBeVisible();
});

test('the video badge opens the player in a modal, sends video_play, and closes by Escape and backdrop', async ({ page, request, user }) => {
  const guide = await seeded(request, user, GUIDE_A);
  expect(guide.vimeo_url).toBeTruthy();
  // No traffic to the real video host: a fake oEmbed answer and thumbnail, and an empty player.
  await page.route('https://vimeo.com/api/oembed.json**', (route) => route.fulfill({ json: { thumbnail_url: 'https://i.vimeocdn.com/video/1-abc_295x166' } }));
  await page.route('https://i.vimeocdn.com/**', (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"/>' }));
  await page.route('https://player.vimeo.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>speler</title>' }));

  await page.goto(`/doorloopjes/${guide.slug}`);
  const badge = main(page).getByRole('button', { name: t.videoTitle(GUIDE_A) });
  await expect(badge.locator('img')).toHaveAttribute('src', 'https://i.vimeocdn.com/video/1-abc_640');
  await expectNoSeriousViolations(page, { include: 'main' });

  const analytics = page.waitForRequest(isVideoPlayEvent);
  await badge.click();
  const dialog = page.getByRole('dialog', { name: t.videoTitle(GUIDE_A) });
  await expect(dialog).toBeVisible();
  const videoId = /vimeo\.com\/(\d+)/.exec(guide.vimeo_url ?? '')?.[1];
  await expect(dialog.locator('iframe')).toHaveAttribute('src', new RegExp(`^https://player\\.vimeo\\.com/video/${videoId}\\?autoplay=1`));
  const event = (await analytics).postDataJSON() as { data: { type: string; payload: Record<string, unknown> } };
  expect(event.data.type).toBe('video_play');
  expect(event.data.payload).toEqual({ doorloopje_id: guide.id, doorloopje_title: GUIDE_A, vimeo_id: videoId, device: 'desktop' });

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(badge).toBeFocused();
  await badge.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
});

test('an AI follow-up opens the assistant with the prompt about the guide', async ({ page, request, user }) => {
  const guide = await seeded(request, user, GUIDE_C);
  await page.goto(`/doorloopjes/${guide.slug}`);
  // The assistant is another remote that listens to the window event: wait until it is on the page.
  await expect(page.getByRole('button', { name: messages.assistant.title, exact: true })).toBeVisible();
  const actions = main(page).getByRole('region', { name: t.actionsTitle });
  await actions.getByRole('button', { name: t.actionSummary }).click();
  const assistant = page.getByRole('dialog', { name: messages.assistant.title });
  await expect(assistant).toBeVisible();
  await expect(assistant.getByText(t.promptSummary(GUIDE_C))).toBeVisible();
});

test('previous and next follow the list order; an unknown slug is not found', async ({ page, request, user }) => {
  const [a, b] = [await seeded(request, user, GUIDE_A), await seeded(request, user, GUIDE_B)];
  await page.goto(`/doorloopjes/${a.slug}`);
  await expect(main(page).getByRole('link', { name: THEME.toUpperCase() })).toBeVisible();
  await main(page).getByRole('link', { name: t.nextGuide(GUIDE_B) }).click();
  await expect(page).toHaveURL(new RegExp(`/doorloopjes/${b.slug}$`));
  await expect(main(page).getByRole('heading', { level: 1, name: GUIDE_B })).toBeFocused();
  await expect(main(page).getByRole('link', { name: t.previousGuide(GUIDE_A) })).toBeVisible();

  await page.goto('/doorloopjes/bestaat-niet');
  await expect(main(page).getByText(t.notFound)).toBeVisible();
});

test.describe('at 768 px', () => {
  test.use({ viewport: { width: 768, height: 1000 } });

  test("the theme navigation hides behind 'Toon thema's' and the video opens from 'BEKIJK VIDEO'", async ({ page, request, user }) => {
    await page.route('https://vimeo.com/api/oembed.json**', (route) => route.fulfill({ status: 404, json: {} }));
    await page.route('https://player.vimeo.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>speler</title>' }));
    await page.goto('/doorloopjes');
    await expect(main(page).getByRole('navigation', { name: t.themesNav })).toHaveCount(0);
    await main(page).getByRole('button', { name: t.toggleThemes(false) }).click();
    await expect(main(page).getByRole('navigation', { name: t.themesNav }).getByRole('link', { name: THEME })).toBeVisible();
    await main(page).getByRole('button', { name: t.toggleExplanation(false) }).click();
    await expect(main(page).getByText(t.listIntro)).toBeVisible();
    await expectNoSeriousViolations(page, { include: 'main' });

    const guide = await seeded(request, user, GUIDE_A);
    await page.goto(`/doorloopjes/${guide.slug}`);
    const analytics = page.waitForRequest(isVideoPlayEvent);
    await main(page).getByRole('button', { name: t.watchVideo }).click();
    await expect(page.getByRole('dialog', { name: t.videoTitle(GUIDE_A) })).toBeVisible();
    expect(((await analytics).postDataJSON() as { data: { payload: { device: string } } }).data.payload.device).toBe('mobile');
    await page.getByRole('button', { name: messages.common.close }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
