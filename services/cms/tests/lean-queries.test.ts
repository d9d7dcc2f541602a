import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../scripts/lib/bench-queries.mjs';
import { DEMO, api, list, login, obj, type JsonObject } from './api';

const [LIST] = ENDPOINTS;
let jwt = '';

beforeAll(async () => {
  jwt = (await login(DEMO.email, DEMO.password)).jwt;
});

describe("the platform's lean list query", () => {
  it('returns only the fields the UI reads, under the spec names', async () => {
    const [guide] = list(await api(LIST.lean, { token: jwt }));
    expect(Object.keys(guide).sort()).toEqual(['book', 'description', 'digidates', 'documentId', 'id', 'page', 'slug', 'steps', 'theme', 'title', 'vimeo_url']);
    expect(Object.keys(obj(guide.theme)).sort()).toEqual(['description', 'documentId', 'id', 'slug', 'title']);
    const step = obj((guide.steps as JsonObject[])[0]);
    expect(Object.keys(step).sort()).toEqual(['description', 'id', 'image', 'title']);
  });

  it('keeps only the thumbnail and medium image variants, each as its url', async () => {
    for (const guide of list(await api(LIST.lean, { token: jwt }))) {
      for (const step of guide.steps as JsonObject[]) {
        if (!step.image) continue;
        const image = obj(step.image);
        expect(typeof image.url).toBe('string');
        const formats = obj(image.formats);
        expect(Object.keys(formats).every((name) => name === 'thumbnail' || name === 'medium')).toBe(true);
        for (const format of Object.values(formats)) expect(Object.keys(obj(format))).toEqual(['url']);
      }
    }
  });

  it('is less than half the size of the full query, with the same guides in the same order', async () => {
    const full = await api(LIST.spec, { token: jwt });
    const lean = await api(LIST.lean, { token: jwt });
    expect(list(lean).map((guide) => guide.slug)).toEqual(list(full).map((guide) => guide.slug));
    expect(JSON.stringify(lean.body).length).toBeLessThan(JSON.stringify(full.body).length / 2);
  });

  it('leaves answers without imageFormats untouched', async () => {
    const [guide] = list(await api(LIST.spec, { token: jwt }));
    const image = obj(obj((guide.steps as JsonObject[])[0]).image);
    expect(obj(obj(image.formats).thumbnail).mime).toBe('image/png');
  });
});
