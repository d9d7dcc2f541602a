import { messages } from '@doorloopjes/shared';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';

/**
 * mf-content against the real content service and its seed (services/cms/src/seed): webinars,
 * news, articles with every block kind, the Kennisbank, explainers, the dashboard carousels, and
 * the test-only items with HTML in their text (seeded when SEED_TEST_CONTENT=true).
 */

const XSS_IMG = '<img src=x onerror="window.__xss=1">';
const XSS_SCRIPT = '<script>window.__xss=1</script>';

const main = (page: Page) => page.getByRole('main');

/**
 * Once every image has finished loading (or failed, which is when an onerror handler would fire),
 * nothing from the content may have run.
 */
async function expectNothingRan(page: Page) {
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  await expect(main(page).locator('script, [onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
}

test.describe('webinars', () => {
  test('/webinars lists upcoming webinars soonest first and recordings newest first', async ({ page, user }) => {
    expect(user.jwt).toBeTruthy();
    await page.goto('/webinars');
    await expect(main(page).getByRole('heading', { level: 1, name: messages.content.webinarsTitle })).toBeVisible();
    const upcoming = main(page).getByRole('region', { name: messages.content.upcoming });
    const recordings = main(page).getByRole('region', { name: messages.content.recordings });
    await expect(upcoming.getByRole('heading', { level: 3 })).toHaveText([
      'Expliciete directe instructie in de praktijk',
      'Differentiëren zonder drie lessen te geven',
      'Werken aan executieve functies',
      // The test seed's webinar whose date is still to come: upcoming, after every dated one.
      'Test: webinar zonder datum',
    ]);
    await expect(recordings.getByRole('heading', { level: 3 })).toHaveText([
      'Feedback die werkt',
      'Rust in de klas: routines die blijven',
      'Samenwerkend leren dat echt samen is',
    ]);
    await expectNoSeriousViolations(page, { include: 'main' });
  });

  test('an upcoming webinar embeds its registration form with speakers, downloads and discussed doorloopjes', async ({ page, user }) => {
    expect(user.jwt).toBeTruthy();
    await page.goto('/webinars');
    await main(page).getByRole('link', { name: 'Expliciete directe instructie in de praktijk' }).click();
    await expect(page).toHaveURL(/\/webinars\/expliciete-directe-instructie-in-de-praktijk$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Expliciete directe instructie in de praktijk' })).toBeVisible();
    await expect(main(page).getByRole('navigation', { name: messages.content.breadcrumb })).toContainText(/\d{1,2} \w+ \d{4}/);
    const form = main(page).locator('iframe');
    await expect(form).toHaveAttribute('src', 'https://forms.doorloopjes.nl/inschrijven/expliciete-directe-instructie-in-de-praktijk');
    await expect(form).toHaveAttribute('height', '340');
    await expect(main(page).getByText(/^Schrijf je hieronder in\./)).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Wat kun je verwachten?' })).toBeVisible();
    const speakers = main(page).getByRole('region', { name: messages.content.speakers });
    await expect(speakers.getByText('Fatima El Amrani')).toBeVisible();
    await expect(speakers.getByText('Joris van Dijk')).toBeVisible();
    const downloads = main(page).getByRole('region', { name: messages.content.downloads });
    await expect(downloads.getByRole('listitem')).toHaveCount(2);
    await expect(downloads.getByRole('listitem').first()).toHaveText(/^Hand-out .+ \(\d+\.\d KB\)$/);
    const discussed = main(page).getByRole('region', { name: messages.content.discussedDoorloopjes });
    await expect(discussed.locator('a[href^="/doorloopjes/"]').first()).toBeVisible();
    await expectNoSeriousViolations(page, { include: 'main' });
  });

  test('an upcoming webinar without a registration address says the form is unavailable', async ({ page, user }) => {
    expect(user.jwt).toBeTruthy();
    await page.goto('/webinars/werken-aan-executieve-functies');
    await expect(main(page).getByText(messages.content.registrationUnavailable)).toBeVisible();
    await expect(main(page).locator('iframe')).toHaveCount(0);
  });

  test('a past webinar links to its recording', async ({ page, user }) => {
    expect(user.jwt).toBeTruthy();
    await page.goto('/webinars/feedback-die-werkt');
    const recording = main(page).getByRole('link', { name: messages.content.watchRecording });
    await expect(recording).toHaveAttribute('href', /^https:\/\/vimeo\.com\//);
    await expect(main(page).locator('iframe')).toHaveCount(0);
    await expectNoSeriousViolations(page, { include: 'main' });
  });

  test('a past webinar without a recording shows the placeholder', async ({ page, user }) => {
    expect(user.jwt).toBeTruthy();
    await page.goto('/webinars/samenwerkend-leren-dat-echt-samen-is');
    await expect(main(page).getByText(messages.content.recordingSoon)).toBeVisible();
    await expect(main(page).getByRole('link', { name: messages.content.watchRecording })).toHaveCount(0);
  });

  test('an unknown webinar is not found', async ({ page, user }) => {
    expect(user.jwt).toBeTruthy();
    await page.goto('/webinars/bestaat-niet');
    await expect(main(page).getByRole('alert')).toHaveText(messages.content.webinarNotFound);
  });
});

test.describe('news and articles', () => {
  test('/nieuws lists the news newest first and opens an item with authors and related items', async ({ page, user }) => {
    expect(user.jwt).toBeTruthy();
    await page.goto('/nieuws');
    await expect(main(page).getByRole('heading', { level: 1, name: messages.content.newsTitle })).toBeVisible();
    const titles = main(page).getByRole('heading', { level: 2 });
    await expect(titles.first()).toHaveText('Doorloopjes is vernieuwd');
    await expect(titles.nth(1)).toHaveText('Zeven nieuwe doorloopjes over feedback');
    await expectNoSeriousViolations(page, { include: 'main' });

    await main(page).getByRole('link', { name: 'Doorloopjes is vernieuwd' }).click();
    await expect(page).toHaveURL(/\/nieuws-item\/doorloopjes-vernieuwd$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Doorloopjes is vernieuwd' })).toBeVisible();
    await expect(main(page).getByRole('navigation', { name: messages.content.breadcrumb }).getByRole('link', { name: messages.content.typeNews })).toBeVisible();
    await expect(main(page).getByText(new RegExp(`^${messages.content.publishedOn} \\d{1,2} [a-z]+ \\d{4}$`))).toBeVisible();
    await expect(main(page).locator('.ct-featured-image')).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2, name: 'Doorloopjes is vernieuwd' })).toBeVisible();
    await expect(main(page).getByRole('region', { name: messages.content.authors }).getByRole('listitem')).toHaveCount(1);
    await expect(main(page).getByRole('region', { name: messages.content.relatedDoorloopjes }).locator('a[href^="/doorloopjes/"]').first()).toBeVisible();
    await expect(main(page).getByRole('region', { name: messages.content.relatedWebinars }).getByRole('link', { name: /Expliciete directe instructie/ })).toBeVisible();
    await expectNoSeriousViolations(page, { include: 'main' });
  });

  test('an article renders every block kind', async ({ page, user }) => {
    expect(user.jwt).toBeTruthy();
    await page.goto('/artikel/waarom-korte-instructie-werkt');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Waarom korte instructie beter werkt' })).toBeVisible();
    await expect(main(page).getByRole('navigation', { name: messages.content.breadcrumb }).getByRole('link', { name: messages.content.typeArticle })).toBeVisible();
    await expect(main(page).getByText(new RegExp(`^${messages.content.publishedOn} `))).toBeVisible();
    // Rich text, with a heading and an ordered list.
    await expect(main(page).getByRole('heading', { level: 2, name: 'Het werkgeheugen is beperkt' })).toBeVisible();
    await expect(main(page).locator('.ct-article-blocks ol li')).toHaveText(['Kort uitleggen', 'Begrip controleren', 'Begeleid oefenen']);
    // Figures: every size, the three alignments, captions, and images that loaded.
    const figures = [
      ['Figuur 1: korte instructie in drie fasen', 'full', 'center'],
      ['Figuur 2: brede weergave', 'wide', 'center'],
      ['Figuur 3: half, links uitgelijnd', 'half', 'left'],
      ['Figuur 4: een derde, rechts uitgelijnd', 'third', 'right'],
    ] as const;
    for (const [caption, size, align] of figures) {
      const figure = main(page).getByRole('figure', { name: caption });
      await expect(figure).toHaveClass(new RegExp(`ct-figure--${size}\\b.*ct-figure--align-${align}\\b`));
      await expect(figure.getByRole('img')).toHaveJSProperty('complete', true);
      expect(await figure.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    // Image with text, left and right.
    await expect(main(page).locator('.ct-image-text--left').getByRole('heading', { name: 'Voordoen' })).toBeVisible();
    await expect(main(page).locator('.ct-image-text--right').getByRole('heading', { name: 'Samen oefenen' })).toBeVisible();
    // Highlight box.
    await expect(main(page).getByRole('complementary', { name: 'Tip voor morgen' })).toContainText('tien minuten');
    await expect(main(page).getByText(messages.content.unknownContentType)).toHaveCount(0);
    await expect(main(page).getByRole('region', { name: messages.content.authors }).getByRole('listitem')).toHaveCount(2);
    await expectNoSeriousViolations(page, { include: 'main' });
  });

  test('an article without blocks shows its body', async ({ page, user }) => {
    expect(user.jwt).toBeTruthy();
    await page.goto('/artikel/executieve-functies-uitgelegd');
    await expect(main(page).getByRole('heading', { level: 2, name: 'Executieve functies uitgelegd' })).toBeVisible();
    await expect(main(page).getByText('kleine aanpassingen')).toHaveJSProperty('tagName', 'STRONG');
    await expect(main(page).locator('blockquote')).toContainText('Goed onderwijs');
  });

  test('an unknown article is not found', async ({ page, user }) => {
    expect(user.jwt).toBeTruthy();
    await page.goto('/artikel/bestaat-niet');
    await expect(main(page).getByRole('alert')).toHaveText(messages.content.contentNotFound);
  });
});

test.describe('Kennisbank and explainers', () => {
  test('/achtergronden merges articles, why and how items and the filters toggle', async ({ page, user }) => {
    expect(user.jwt).toBeTruthy();
    await page.goto('/achtergronden');
    await expect(main(page).getByRole('heading', { level: 1, name: messages.content.kennisbankTitle })).toBeVisible();
    const cards = main(page).getByRole('heading', { level: 2 });
    const links = main(page).locator('.ct-card-title a');
    await expect(links.filter({ hasText: 'Waarom korte instructie beter werkt' })).toBeVisible();
    const total = await cards.count();
    const hrefs = async () => links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    const all = await hrefs();
    expect(all.some((href) => href.startsWith('/artikel/'))).toBe(true);
    expect(all.some((href) => href.startsWith('/why/'))).toBe(true);
    expect(all.some((href) => href.startsWith('/how/'))).toBe(true);
    await expectNoSeriousViolations(page, { include: 'main' });

    const filter = (name: string) => main(page).getByRole('button', { name, exact: true });
    await filter(messages.content.filterWhy).click();
    await expect(filter(messages.content.filterWhy)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(hrefs).toEqual(expect.arrayContaining(['/why/waarom-herhalen']));
    expect((await hrefs()).every((href) => href.startsWith('/why/'))).toBe(true);

    await filter(messages.content.filterHow).click();
    await expect.poll(async () => (await hrefs()).every((href) => href.startsWith('/how/'))).toBe(true);
    await filter(messages.content.filterArticles).click();
    await expect.poll(async () => (await hrefs()).every((href) => href.startsWith('/artikel/'))).toBe(true);

    // Pressing the active filter again returns to all.
    await filter(messages.content.filterArticles).click();
    await expect(filter(messages.content.filterAll)).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(total);
  });

  test('a why item shows its steps and a how item without steps its description', async ({ page, user }) => {
    expect(user.jwt).toBeTruthy();
    await page.goto('/why/waarom-herhalen');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Waarom herhalen werkt' })).toBeVisible();
    await expect(main(page).getByRole('list', { name: messages.content.steps }).getByRole('heading')).toHaveText(['Vergeetcurve', 'Ophalen versterkt', 'Gespreid oefenen']);
    await expectNoSeriousViolations(page, { include: 'main' });

    await page.goto('/how/hoe-start-je-de-dag');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Hoe start je de dag rustig?' })).toBeVisible();
    await expect(main(page).getByText('Een vaste ochtendroutine geeft leerlingen houvast.')).toBeVisible();
    await expect(main(page).getByRole('list', { name: messages.content.steps })).toHaveCount(0);
    await expectNoSeriousViolations(page, { include: 'main' });
  });
});

test.describe('dashboard widgets', () => {
  test("'Uitgelicht' starts with the soonest upcoming featured webinar and 'Nieuws' with the newest item", async ({ page, user }) => {
    expect(user.jwt).toBeTruthy();
    await page.goto('/dashboard');
    const featured = page.getByRole('region', { name: messages.content.featured });
    await expect(featured.getByRole('heading', { level: 3 })).toHaveText('Expliciete directe instructie in de praktijk');
    await featured.getByRole('button', { name: `${messages.common.next}: ${messages.content.featured}` }).click();
    // After the upcoming one come articles and past webinars, newest first: the newest featured article.
    await expect(featured.getByRole('heading', { level: 3 })).toHaveText('Waarom korte instructie beter werkt');
    // Back past the first item wraps around to the last: the oldest of those, the past featured webinar.
    const previous = featured.getByRole('button', { name: `${messages.common.previous}: ${messages.content.featured}` });
    await previous.click();
    await expect(featured.getByRole('heading', { level: 3 })).toHaveText('Expliciete directe instructie in de praktijk');
    await previous.click();
    await expect(featured.getByRole('heading', { level: 3 })).toHaveText('Feedback die werkt');

    const news = page.getByRole('region', { name: messages.content.news });
    await expect(news.getByRole('heading', { level: 3 })).toHaveText('Doorloopjes is vernieuwd');
    await news.getByRole('link', { name: 'Doorloopjes is vernieuwd' }).click();
    await expect(page).toHaveURL(/\/nieuws-item\/doorloopjes-vernieuwd$/);
  });
});

test.describe('HTML in content is shown as text and never runs', () => {
  test('an article with the markup in its blocks shows it literally and runs nothing', async ({ page, user }) => {
    expect(user.jwt).toBeTruthy();
    await page.goto('/artikel/test-onveilige-html');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Test: onveilige HTML' })).toBeVisible();
    await expect(main(page).getByText(`Rich text met HTML ${XSS_IMG} ${XSS_SCRIPT}`)).toBeVisible();
    await expectNothingRan(page);
  });

  test('a news item with the markup in its markdown body is sanitised and runs nothing', async ({ page, user }) => {
    expect(user.jwt).toBeTruthy();
    await page.goto('/nieuws-item/test-onveilige-html-nieuws');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Test: onveilige HTML (nieuws)' })).toBeVisible();
    await expect(main(page).getByText('Body met HTML')).toBeVisible();
    await expectNothingRan(page);
  });

  test('summaries with the markup show it literally in the lists and run nothing', async ({ page, user }) => {
    expect(user.jwt).toBeTruthy();
    const summary = `Samenvatting met HTML ${XSS_IMG} ${XSS_SCRIPT}`;
    await page.goto('/nieuws');
    await expect(main(page).getByText(summary)).toBeVisible();
    await expectNothingRan(page);
    await page.goto('/achtergronden');
    await expect(main(page).getByText(summary)).toBeVisible();
    await expectNothingRan(page);
  });
});
