import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../scripts/lib/bench-queries.mjs';
import { DEMO, api, list, login, obj, type JsonObject } from './api';

const [LIST, DETAIL] = ENDPOINTS;
let jwt = '';

beforeAll(async () => {
  jwt = (await login(DEMO.email, DEMO.password)).jwt;
});

/** Every step image's formats keep only the named variants, each as its url and size. */
function expectOnlyVariants(guides: JsonObject[], allowed: string[], withOriginal: boolean) {
  let images = 0;
  for (const guide of guides) {
    for (const step of guide.steps as JsonObject[]) {
      if (!step.image) continue;
      images += 1;
      const image = obj(step.image);
      expect(typeof image.url).toBe(withOriginal ? 'string' : 'undefined');
      const formats = obj(image.formats);
      expect(Object.keys(formats).every((name) => allowed.includes(name))).toBe(true);
      for (const format of Object.values(formats)) expect(Object.keys(obj(format))).toEqual(['url', 'width', 'height']);
    }
  }
  expect(images).toBeGreaterThan(0);
}

describe("the platform's lean list query", () => {
  it('returns only what the list, widgets and builder read, under the spec names', async () => {
    const [guide] = list(await api(LIST!.lean, { token: jwt }));
    expect(Object.keys(guide).sort()).toEqual(['book', 'description', 'documentId', 'id', 'page', 'slug', 'steps', 'theme', 'title']);
    expect(Object.keys(obj(guide.theme)).sort()).toEqual(['description', 'documentId', 'id', 'slug', 'title']);
    const step = obj((guide.steps as JsonObject[])[0]);
    expect(Object.keys(step).sort()).toEqual(['id', 'image', 'title']);
    expect(Object.keys(obj(step.image)).sort()).toEqual(['documentId', 'formats', 'id']);
  });

  it("keeps only the thumbnail's WebP variant, as its url and size, and not the original", async () => {
    expectOnlyVariants(list(await api(LIST!.lean, { token: jwt })), ['thumbnail_webp'], false);
  });

  it('is at most 1.5 KB per guide, with the same guides in the same order as the full query', async () => {
    const full = await api(LIST!.spec, { token: jwt });
    const lean = await api(LIST!.lean, { token: jwt });
    expect(list(lean).map((guide) => guide.slug)).toEqual(list(full).map((guide) => guide.slug));
    expect(JSON.stringify(lean.body).length / list(lean).length).toBeLessThanOrEqual(1536);
  });

  it('leaves answers without imageFormats untouched', async () => {
    const [guide] = list(await api(LIST!.spec, { token: jwt }));
    const image = obj(obj((guide.steps as JsonObject[])[0]).image);
    expect(obj(obj(image.formats).thumbnail).mime).toBe('image/png');
  });
});

describe("the detail page's query by slug", () => {
  it('returns the guide with step texts, video and webinars, under the spec names', async () => {
    const guides = list(await api(DETAIL!.lean, { token: jwt }));
    expect(guides.map((guide) => guide.slug)).toEqual(['hardop-denkend-voordoen']);
    const [guide] = guides;
    expect(Object.keys(guide).sort()).toEqual(['book', 'description', 'digidates', 'documentId', 'id', 'page', 'slug', 'steps', 'theme', 'title', 'vimeo_url']);
    const step = obj((guide.steps as JsonObject[])[0]);
    expect(Object.keys(step).sort()).toEqual(['description', 'id', 'image', 'title']);
    expect(typeof step.description).toBe('string');
    expectOnlyVariants(guides, ['thumbnail_webp', 'small', 'medium', 'small_webp', 'medium_webp'], true);
    // The steps' srcset: WebP siblings are kept under their own names.
    const formats = obj(obj(obj((guides[0]!.steps as JsonObject[])[0]).image).formats);
    expect(Object.keys(formats)).toEqual(expect.arrayContaining(['medium', 'medium_webp']));
  });
});
