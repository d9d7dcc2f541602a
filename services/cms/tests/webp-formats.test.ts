import sharp from 'sharp';
import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import { api, arr, DEMO, list, login, obj, type Json } from './api';
import { adminLogin } from './admin';


/** Each generated variant has a WebP sibling `<name>_webp` with the same size, served as image/webp. */
async function expectWebpSiblings(image: Json | undefined, names: string[]): Promise<void> {
  const formats = obj(obj(image).formats);
  for (const name of names) {
    const original = obj(formats[name]);
    const webp = obj(formats[`${name}_webp`]);
    expect(webp).toMatchObject({ mime: 'image/webp', ext: '.webp', width: original.width, height: original.height });
    expect(String(webp.url)).toMatch(/^\/uploads\/.+\.webp$/);
    const response = await fetch(`${inject('cmsUrl')}${String(webp.url)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect((await sharp(bytes).metadata()).format).toBe('webp');
  }
}

describe('WebP image variants', () => {
  it('seeded images have a WebP sibling of every generated format', async () => {
    const { jwt } = await login(DEMO.email, DEMO.password);
    const response = await api('/api/doorloopjes?populate[steps][populate]=image&pagination[pageSize]=1', { token: jwt });
    const step = obj(arr(list(response)[0].steps)[0]);
    const names = Object.keys(obj(obj(step.image).formats)).filter((name) => !name.endsWith('_webp'));
    expect(names).toEqual(expect.arrayContaining(['thumbnail', 'small', 'medium']));
    await expectWebpSiblings(step.image, names);
  });

  it('an image uploaded through the admin API gets thumbnail, small, medium and large WebP variants', async () => {
    const token = await adminLogin();
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7d44' } }).jpeg().toBuffer();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'webp-test.jpg');
    const upload = await fetch(`${inject('cmsUrl')}/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(upload.status).toBe(201);
    const [file] = (await upload.json()) as Json[];
    expect(obj(file).mime).toBe('image/jpeg');
    await expectWebpSiblings(file, ['thumbnail', 'small', 'medium', 'large']);
  });
});
