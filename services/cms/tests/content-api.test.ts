import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, arr, DEMO, list, login, obj, type Json, type JsonObject } from './api';
import { INCOMPLETE } from './contract/frontendQueries';

let token = '';
beforeAll(async () => {
  token = (await login(DEMO.email, DEMO.password)).jwt;
});

const thumbnailUrl = (image: Json | undefined): string => String(obj(obj(obj(image).formats).thumbnail).url);

const LIST_QUERY =
  '/api/doorloopjes?sort[0]=book:asc&sort[1]=page:asc&pagination[pageSize]=250' +
  '&populate[steps][populate]=image&populate[theme]=true&populate[digidates][populate]=image';

describe('global settings (no auth)', () => {
  it('returns siteTitle, the three logos with url and the ai_suggestions', async () => {
    const response = await api(
      '/api/global-setting?populate[0]=logo&populate[1]=dashboardLogo&populate[2]=poweredByLogo&populate[3]=ai_suggestions',
    );
    expect(response.status).toBe(200);
    const data = obj(obj(response.body).data);
    expect(data.siteTitle).toBe('Doorloopjes');
    for (const key of ['logo', 'dashboardLogo', 'poweredByLogo']) {
      expect(String(obj(data[key]).url)).toMatch(/^\/uploads\/.+\.png$/);
    }
    const suggestions = arr(data.ai_suggestions).map(obj);
    expect(suggestions.length).toBeGreaterThanOrEqual(2);
    for (const s of suggestions) {
      expect(typeof s.label).toBe('string');
      expect(typeof s.prompt).toBe('string');
    }
  });

  it('serves the generated images as PNG files', async () => {
    const data = obj(obj((await api('/api/global-setting?populate=logo')).body).data);
    const file = await fetch(`${inject('cmsUrl')}${String(obj(data.logo).url)}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
  });
});

describe('the doorloopjes list', () => {
  let items: JsonObject[] = [];
  beforeAll(async () => {
    const response = await api(LIST_QUERY, { token });
    expect(response.status).toBe(200);
    expect(obj(obj(obj(response.body).meta).pagination).pageSize).toBe(250);
    items = list(response);
  });

  it('holds at least 40 doorloopjes over at least 6 themes and books 1 to 3', () => {
    expect(items.length).toBeGreaterThanOrEqual(40);
    expect(new Set(items.map((d) => obj(d.theme).slug)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(items.map((d) => d.book))).toEqual(new Set([1, 2, 3]));
  });

  it('is sorted by book, then page', () => {
    const keys = items.map((d) => Number(d.book) * 10_000 + Number(d.page));
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
  });

  it('has the documented fields, 3-5 steps with images and thumbnails, and rich-text descriptions', () => {
    // The demo content; the test seed's guide without steps is there to be incomplete.
    for (const d of items.filter((item) => item.slug !== INCOMPLETE.guide)) {
      expect(d).toMatchObject({ id: expect.any(Number), slug: expect.any(String), title: expect.any(String) });
      expect(arr(d.description).length).toBeGreaterThanOrEqual(1);
      expect(obj(arr(d.description)[0]).type).toBe('paragraph');
      const theme = obj(d.theme);
      expect(theme).toMatchObject({ slug: expect.any(String), title: expect.any(String), description: expect.any(String) });
      const steps = arr(d.steps).map(obj);
      expect(steps.length).toBeGreaterThanOrEqual(3);
      expect(steps.length).toBeLessThanOrEqual(5);
      for (const step of steps) {
        expect(step).toMatchObject({ id: expect.any(Number), title: expect.any(String), description: expect.any(String) });
        expect(String(obj(step.image).url)).toMatch(/^\/uploads\//);
        expect(thumbnailUrl(step.image)).toMatch(/^\/uploads\/thumbnail_/);
      }
    }
  });

  it('includes doorloopjes with a vimeo_url and with related webinars (with image)', () => {
    expect(items.filter((d) => typeof d.vimeo_url === 'string' && /vimeo\.com\/\d+/.test(d.vimeo_url)).length).toBeGreaterThan(3);
    const withWebinars = items.filter((d) => arr(d.digidates).length > 0);
    expect(withWebinars.length).toBeGreaterThan(3);
    const webinar = obj(arr(withWebinars[0].digidates)[0]);
    expect(webinar).toMatchObject({ slug: expect.any(String), event_date: expect.any(String), has_taken_place: expect.any(Boolean) });
    expect(String(obj(webinar.image).url)).toMatch(/^\/uploads\//);
  });

  it('is not readable without a token', async () => {
    expect((await api(LIST_QUERY)).status).toBe(403);
  });

  it('supports the title search of the top bar (case-insensitive, limit 5, first step image)', async () => {
    const response = await api(
      '/api/doorloopjes?filters[title][$containsi]=FEEDBACK&populate[steps][populate]=image&pagination[limit]=5',
      { token },
    );
    expect(response.status).toBe(200);
    const hits = list(response);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(5);
    for (const hit of hits) expect(String(hit.title).toLowerCase()).toContain('feedback');
    expect(thumbnailUrl(obj(arr(hits[0].steps)[0]).image)).toMatch(/^\/uploads\//);
  });

  it('finds one doorloopje by slug', async () => {
    const response = await api('/api/doorloopjes?filters[slug][$eq]=hardop-denkend-voordoen&populate[steps][populate]=image&populate[theme]=true', { token });
    const hits = list(response);
    expect(hits).toHaveLength(1);
    expect(hits[0].title).toBe('Hardop denkend voordoen');
  });
});

describe('landing page calls (no auth)', () => {
  it('contact-pagina and privacyverklaring have a title and a body using every blocks node and modifier', async () => {
    for (const path of ['/api/contact-pagina?populate=*', '/api/privacyverklaring?populate=*']) {
      const response = await api(path);
      expect(response.status).toBe(200);
      const data = obj(obj(response.body).data);
      expect(typeof data.title).toBe('string');
      const body = arr(data.body).map(obj);
      const types = new Set(body.map((node) => node.type));
      for (const type of ['paragraph', 'quote', 'code', 'heading', 'list', 'image']) expect(types).toContain(type);
      expect(new Set(body.filter((n) => n.type === 'heading').map((n) => n.level))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
      expect(new Set(body.filter((n) => n.type === 'list').map((n) => n.format))).toEqual(new Set(['ordered', 'unordered']));
      const inline = body.flatMap((n) => arr(n.children ?? []).map(obj));
      const listItems = body.filter((n) => n.type === 'list').flatMap((n) => arr(n.children).map(obj));
      expect(listItems.every((n) => n.type === 'list-item')).toBe(true);
      expect(inline.some((n) => n.type === 'link' && typeof n.url === 'string')).toBe(true);
      for (const modifier of ['bold', 'italic', 'underline', 'strikethrough', 'code']) {
        expect(inline.some((n) => n[modifier] === true)).toBe(true);
      }
      const imageNode = body.find((n) => n.type === 'image');
      expect(String(obj(imageNode?.image).url)).toMatch(/^\/uploads\//);
    }
  });

  it('landingpages returns the hero section and 3 uitleg_stappen with icon urls', async () => {
    const response = await api('/api/landingpages?populate[page_sections]=true&populate[uitleg_stappen][populate]=icon');
    expect(response.status).toBe(200);
    const page = list(response)[0];
    const hero = arr(page.page_sections).map(obj).find((s) => s.__component === 'landing.hero-section');
    expect(hero).toMatchObject({ title: expect.any(String), subtitle: expect.any(String), vimeo_url: expect.stringMatching(/vimeo\.com\/\d+/) });
    const steps = arr(page.uitleg_stappen).map(obj);
    expect(steps).toHaveLength(3);
    for (const step of steps) {
      expect(step).toMatchObject({ title: expect.any(String), description: expect.any(String) });
      expect(String(obj(step.icon).url)).toMatch(/^\/uploads\//);
    }
  });

  it('the homepage feed lists show_on_homepage items of each type with images, without a token', async () => {
    const feeds: [string, string][] = [
      ['/api/nieuws-items?filters[show_on_homepage][$eq]=true&populate=featured_image', 'featured_image'],
      ['/api/artikels?filters[show_on_homepage][$eq]=true&populate=featured_image', 'featured_image'],
      ['/api/digidates?filters[show_on_homepage][$eq]=true&populate=image', 'image'],
    ];
    for (const [path, imageField] of feeds) {
      const response = await api(path);
      expect(response.status).toBe(200);
      const items = list(response);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.show_on_homepage).toBe(true);
        expect(String(obj(item[imageField]).url)).toMatch(/^\/uploads\//);
      }
    }
  });
});

describe('dashboard and content calls', () => {
  it('featured articles and webinars, sorted', async () => {
    const articles = list(await api('/api/artikels?filters[is_featured][$eq]=true&sort=publication_date:desc&populate=featured_image', { token }));
    expect(articles.length).toBeGreaterThan(0);
    expect(articles.every((a) => a.is_featured === true)).toBe(true);
    const dates = articles.map((a) => String(a.publication_date));
    expect(dates).toEqual([...dates].sort().reverse());
    const webinars = list(await api('/api/digidates?filters[is_featured][$eq]=true&sort=event_date:desc&populate=image', { token }));
    expect(webinars.length).toBeGreaterThan(0);
    expect(String(obj(webinars[0].image).url)).toMatch(/^\/uploads\//);
  });

  it('webinars: at least 3 upcoming (one without registration) and 3 past (one without recording)', async () => {
    // The demo content; the test seed's webinar without a date is there to be incomplete.
    const webinars = list(await api('/api/digidates?sort=event_date:desc&populate=image', { token })).filter((w) => w.slug !== INCOMPLETE.webinar);
    const now = Date.now();
    const upcoming = webinars.filter((w) => w.has_taken_place === false);
    const past = webinars.filter((w) => w.has_taken_place === true);
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    expect(past.length).toBeGreaterThanOrEqual(3);
    expect(upcoming.every((w) => Date.parse(String(w.event_date)) > now)).toBe(true);
    expect(past.every((w) => Date.parse(String(w.event_date)) < now)).toBe(true);
    expect(upcoming.some((w) => w.registration_url === null)).toBe(true);
    expect(upcoming.some((w) => typeof w.registration_url === 'string' && typeof w.registration_intro === 'string')).toBe(true);
    expect(past.some((w) => w.recording_url === null)).toBe(true);
    expect(past.some((w) => typeof w.recording_url === 'string')).toBe(true);
  });

  it('webinar detail by slug with experts, downloads (size in bytes) and related doorloopjes', async () => {
    const response = await api(
      '/api/digidates?filters[slug][$eq]=feedback-die-werkt&populate=image&populate=experts.photo' +
        '&populate=related_doorloopjes.steps.image&populate=downloads',
      { token },
    );
    expect(response.status).toBe(200);
    const webinar = list(response)[0];
    expect(webinar).toMatchObject({ title: 'Feedback die werkt', summary: expect.any(String), is_featured: true, show_on_homepage: true });
    expect(arr(webinar.description).length).toBeGreaterThan(0);
    const experts = arr(webinar.experts).map(obj);
    expect(experts.length).toBeGreaterThan(0);
    for (const e of experts) {
      expect(e).toMatchObject({ id: expect.any(Number), name: expect.any(String), title: expect.any(String) });
      expect(String(obj(e.photo).url)).toMatch(/^\/uploads\//);
    }
    const downloads = arr(webinar.downloads).map(obj);
    expect(downloads.length).toBeGreaterThan(0);
    for (const d of downloads) {
      expect(d).toMatchObject({ id: expect.any(Number), name: expect.any(String), url: expect.stringMatching(/\.pdf$/) });
      const file = await fetch(`${inject('cmsUrl')}${String(d.url)}`);
      expect(file.status).toBe(200);
      expect(Number(d.size)).toBe((await file.arrayBuffer()).byteLength);
    }
    const related = arr(webinar.related_doorloopjes).map(obj);
    expect(related.length).toBeGreaterThan(0);
    expect(thumbnailUrl(obj(arr(related[0].steps)[0]).image)).toMatch(/^\/uploads\//);
  });

  it('news list newest first, and a news detail with authors and related items', async () => {
    const news = list(await api('/api/nieuws-items?sort=publication_date:desc&populate=featured_image', { token }));
    expect(news.length).toBeGreaterThanOrEqual(6);
    const detail = list(
      await api(
        '/api/nieuws-items?filters[slug][$eq]=doorloopjes-vernieuwd&populate=featured_image&populate=auteurs.photo' +
          '&populate=related_doorloopjes&populate=related_digidates',
        { token },
      ),
    )[0];
    expect(detail).toMatchObject({ title: expect.any(String), publication_date: expect.any(String), createdAt: expect.any(String), body: expect.any(String) });
    expect(String(obj(detail.featured_image).url)).toMatch(/^\/uploads\//);
    const author = obj(arr(detail.auteurs)[0]);
    expect(author).toMatchObject({ id: expect.any(Number), name: expect.any(String), title: expect.any(String) });
    expect(String(obj(author.photo).url)).toMatch(/^\/uploads\//);
    expect(arr(detail.related_doorloopjes).length).toBeGreaterThan(0);
    expect(arr(detail.related_digidates).length).toBeGreaterThan(0);
  });

  it('article detail renders every block kind, and one article has no blocks but a body', async () => {
    const rich = list(
      await api('/api/artikels?filters[slug][$eq]=waarom-korte-instructie-werkt&populate[featured_image]=true&populate[auteurs][populate]=photo&populate[content][populate]=*', { token }),
    )[0];
    const blocks = arr(rich.content).map(obj);
    const kinds = new Set(blocks.map((b) => b.__component));
    expect(kinds).toEqual(new Set(['content.rich-text', 'content.figure', 'content.image-with-text', 'content.highlight-box']));
    const figures = blocks.filter((b) => b.__component === 'content.figure');
    expect(new Set(figures.map((f) => f.size))).toEqual(new Set(['full', 'wide', 'half', 'third']));
    expect(new Set(figures.map((f) => f.align))).toEqual(new Set(['left', 'center', 'right']));
    for (const f of figures) {
      expect(typeof f.caption).toBe('string');
      expect(String(obj(f.image).url)).toMatch(/^\/uploads\//);
    }
    const withText = blocks.filter((b) => b.__component === 'content.image-with-text');
    expect(new Set(withText.map((b) => b.position))).toEqual(new Set(['left', 'right']));
    expect(String(obj(withText[0].image).url)).toMatch(/^\/uploads\//);
    const highlight = blocks.find((b) => b.__component === 'content.highlight-box');
    expect(arr(highlight?.body).length).toBeGreaterThan(0);
    expect(arr(rich.auteurs).length).toBeGreaterThan(0);

    const plain = list(await api('/api/artikels?filters[slug][$eq]=executieve-functies-uitgelegd&populate[content][populate]=*', { token }))[0];
    expect(plain.content).toEqual([]);
    expect(String(plain.body).length).toBeGreaterThan(50);
  });

  it('articles list newest first', async () => {
    const articles = list(await api('/api/artikels?sort=publication_date:desc&populate=featured_image', { token }));
    expect(articles.length).toBeGreaterThanOrEqual(6);
    const dates = articles.map((a) => String(a.publication_date));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('why and how items with steps, images and slug filter', async () => {
    for (const [path, minimum] of [['/api/whies', 4], ['/api/hows', 4]] as const) {
      const items = list(await api(`${path}?populate=steps.image&populate=image`, { token }));
      expect(items.length).toBeGreaterThanOrEqual(minimum);
      for (const item of items) {
        expect(item).toMatchObject({ slug: expect.any(String), title: expect.any(String), createdAt: expect.any(String) });
        expect(arr(item.description).length).toBeGreaterThan(0);
        expect(String(obj(item.image).url)).toMatch(/^\/uploads\//);
      }
      const withSteps = items.find((i) => arr(i.steps).length > 0);
      expect(thumbnailUrl(obj(arr(withSteps?.steps)[0]).image)).toMatch(/^\/uploads\//);
      expect(items.some((i) => arr(i.steps).length === 0)).toBe(true);
      const one = list(await api(`${path}?filters[slug][$eq]=${String(items[0].slug)}&populate=steps.image&populate=image`, { token }));
      expect(one).toHaveLength(1);
    }
  });

  it('doorloopje van de maand points at a doorloopje', async () => {
    const data = obj(obj((await api('/api/doorloopje-van-de-maand?populate=related_doorloopje', { token })).body).data);
    expect(typeof obj(data.related_doorloopje).slug).toBe('string');
  });

  it('the test-only unsafe HTML fixture exists when SEED_TEST_CONTENT=true', async () => {
    const article = list(await api('/api/artikels?filters[slug][$eq]=test-onveilige-html&populate[content][populate]=*', { token }))[0];
    expect(String(article.summary)).toContain('<img src=x onerror="window.__xss=1">');
    expect(String(article.body)).toContain('<script>window.__xss=1</script>');
    expect(JSON.stringify(article.content)).toContain('window.__xss=1');
    const news = list(await api('/api/nieuws-items?filters[slug][$eq]=test-onveilige-html-nieuws', { token }))[0];
    expect(String(news.body)).toContain('<script>window.__xss=1</script>');
  });

  it('is_featured and show_on_homepage are set on items of each type', async () => {
    for (const path of ['/api/artikels', '/api/digidates', '/api/nieuws-items']) {
      expect(list(await api(`${path}?filters[is_featured][$eq]=true`, { token })).length).toBeGreaterThan(0);
      expect(list(await api(`${path}?filters[show_on_homepage][$eq]=true`, { token })).length).toBeGreaterThan(0);
    }
  });

  it('allows CORS from the platform origins only', async () => {
    const allowed = await api('/api/global-setting', { headers: { Origin: 'http://localhost:3002' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3002');
    const other = await api('/api/global-setting', { headers: { Origin: 'http://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).not.toBe('http://evil.example');
  });

  it("lets the browser keep a preflight's answer for ten minutes", async () => {
    const preflight = await api('/api/users/me', {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(preflight.headers.get('access-control-max-age')).toBe('600');
  });
});
