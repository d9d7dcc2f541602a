import { createRequire } from 'node:module';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { obj, type JsonObject } from './api';
import { adminApi, adminLogin, editFileAlt } from './admin';

/**
 * Publishing refuses images without a proper alternative text (src/media-alternatives): the rule
 * on its own, and through the admin panel's 'Publiceren' on the real service.
 */
const require = createRequire(import.meta.url);
const { lacksAlternativeText, imagePopulate, imagesWithoutAlternativeText, refusalMessage } = require('../src/media-alternatives/alternative-text.js') as {
  lacksAlternativeText: (file: { alternativeText?: string | null; name?: string | null } | null) => boolean;
  imagePopulate: (uid: string, schemaOf: (uid: string) => { attributes: Record<string, unknown> } | undefined) => Record<string, unknown> | null;
  imagesWithoutAlternativeText: (document: Record<string, unknown>, uid: string, schemaOf: (uid: string) => { attributes: Record<string, unknown> } | undefined) => string[];
  refusalMessage: (fields: string[]) => string;
};

const SCHEMAS: Record<string, { attributes: Record<string, unknown> }> = {
  'api::artikel.artikel': {
    attributes: {
      title: { type: 'string' },
      featured_image: { type: 'media' },
      body: { type: 'blocks' },
      steps: { type: 'component', repeatable: true, component: 'shared.step' },
      content: { type: 'dynamiczone', components: ['content.figure', 'content.rich-text'] },
    },
  },
  'shared.step': { attributes: { text: { type: 'string' }, image: { type: 'media' } } },
  'content.figure': { attributes: { image: { type: 'media' } } },
  'content.rich-text': { attributes: { text: { type: 'richtext' } } },
};
const schemaOf = (uid: string) => SCHEMAS[uid];
const described = { name: 'klas.png', mime: 'image/png', alternativeText: 'Een klas die samen een schema op het bord leest' };

describe('the rule', () => {
  it('a missing, empty or file-name text is not an alternative text', () => {
    expect(lacksAlternativeText({ name: 'klas.png', alternativeText: null })).toBe(true);
    expect(lacksAlternativeText({ name: 'klas.png', alternativeText: '  ' })).toBe(true);
    expect(lacksAlternativeText({ name: 'klas.png', alternativeText: 'klas.png' })).toBe(true);
    expect(lacksAlternativeText({ name: 'klas.png', alternativeText: 'klas' })).toBe(true);
    expect(lacksAlternativeText({ name: 'upload.png', alternativeText: 'IMG_0042.JPG' })).toBe(true);
    expect(lacksAlternativeText(described)).toBe(false);
    // A word that is also the name, in a sentence, is a description.
    expect(lacksAlternativeText({ name: 'klas.png', alternativeText: 'Een klas aan het werk' })).toBe(false);
  });

  it('finds images in fields, repeatable components, dynamic zones and rich text; not other files', () => {
    const document = {
      title: 'Test',
      featured_image: { ...described, alternativeText: 'klas.png' },
      body: [{ type: 'paragraph', children: [{ type: 'image', image: { name: 'bord.jpg', alternativeText: 'bord.jpg' }, children: [] }] }],
      steps: [{ image: described }, { image: { ...described, alternativeText: '' } }],
      content: [{ __component: 'content.rich-text', text: 'x' }, { __component: 'content.figure', image: { ...described, alternativeText: null } }],
    };
    expect(imagesWithoutAlternativeText(document, 'api::artikel.artikel', schemaOf)).toEqual(['featured_image', 'body', 'steps[2].image', 'content[2].image']);
    const clean = { ...document, featured_image: described, body: [], steps: [{ image: described }], content: [{ __component: 'content.figure', image: described }] };
    expect(imagesWithoutAlternativeText(clean, 'api::artikel.artikel', schemaOf)).toEqual([]);
    // A PDF needs no alternative text.
    expect(imagesWithoutAlternativeText({ featured_image: { name: 'x.pdf', mime: 'application/pdf', alternativeText: null } }, 'api::artikel.artikel', schemaOf)).toEqual([]);
  });

  it('loads the images, also inside components and dynamic zones', () => {
    expect(imagePopulate('api::artikel.artikel', schemaOf)).toEqual({
      featured_image: true,
      steps: { populate: { image: true } },
      content: { on: { 'content.figure': { populate: { image: true } } } },
    });
    expect(imagePopulate('content.rich-text', schemaOf)).toBeNull();
  });

  it('tells the editor in Dutch which fields and what to do', () => {
    expect(refusalMessage(['featured_image'])).toMatch(/^Publiceren kan niet: deze afbeelding heeft geen alternatieve tekst .*\(featured_image\).*'Alternatieve tekst'/);
  });
});

describe("the admin panel's 'Publiceren'", () => {
  const NEWS = 'api::nieuws-item.nieuws-item';
  let admin: string;
  beforeAll(async () => {
    admin = await adminLogin();
  });

  async function upload(name: string, alternativeText: string): Promise<number> {
    // A 1 x 1 PNG.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const form = new FormData();
    form.set('files', new Blob([png], { type: 'image/png' }), name);
    form.set('fileInfo', JSON.stringify({ name, alternativeText }));
    const response = await fetch(`${inject('cmsUrl')}/upload`, { method: 'POST', headers: { Authorization: `Bearer ${admin}` }, body: form });
    expect(response.status, await response.clone().text()).toBe(201);
    return Number(((await response.json()) as JsonObject[])[0]!.id);
  }

  it('refuses an image whose text is its file name, keeps the draft, and publishes once it is described', async () => {
    const fileId = await upload(`nieuws-${Date.now()}.png`, 'placeholder');
    await editFileAlt(admin, fileId, `nieuws-${Date.now()}.png`);
    const slug = `alt-test-${Date.now()}`;
    const created = await adminApi(admin, `/content-manager/collection-types/${NEWS}`, 'POST', {
      title: 'Alt-test',
      slug,
      publication_date: '2026-12-01',
      is_featured: false,
      show_on_homepage: false,
      featured_image: fileId,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const documentId = String(obj(obj(created.body).data).documentId);
    try {
      const refused = await adminApi(admin, `/content-manager/collection-types/${NEWS}/${documentId}/actions/publish`, 'POST', {});
      expect(refused.status).toBe(400);
      expect(String(obj(obj(refused.body).error).message)).toBe(refusalMessage(['featured_image']));
      const draft = obj(obj((await adminApi(admin, `/content-manager/collection-types/${NEWS}/${documentId}`)).body).data);
      expect(draft.publishedAt ?? null).toBeNull();
      expect(draft.title).toBe('Alt-test');

      await editFileAlt(admin, fileId, 'Leerlingen lezen samen het nieuws op het digibord');
      const published = await adminApi(admin, `/content-manager/collection-types/${NEWS}/${documentId}/actions/publish`, 'POST', {});
      expect(published.status, JSON.stringify(published.body)).toBe(200);
    } finally {
      await adminApi(admin, `/content-manager/collection-types/${NEWS}/${documentId}`, 'DELETE');
    }
  });
});
