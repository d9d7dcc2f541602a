import { describe, expect, it } from 'vitest';
import { responsiveImage, thumbnailUrl, webpSrcSet } from './mediaUrl';

const image = {
  url: '/uploads/foto.jpg',
  width: 2000,
  height: 1250,
  formats: {
    thumbnail: { url: '/uploads/thumbnail_foto.jpg', width: 245, height: 153 },
    small: { url: '/uploads/small_foto.jpg', width: 500, height: 313 },
    medium: { url: '/uploads/medium_foto.jpg', width: 750, height: 469 },
    thumbnail_webp: { url: '/uploads/thumbnail_webp_foto.webp', width: 245, height: 153 },
    small_webp: { url: '/uploads/small_webp_foto.webp', width: 500, height: 313 },
    medium_webp: { url: '/uploads/medium_webp_foto.webp', width: 750, height: 469 },
  },
};

describe('responsiveImage', () => {
  it('lists every generated width in the srcset, narrowest first, with absolute URLs', () => {
    const attributes = responsiveImage(image, 'small');
    expect(attributes?.srcSet).toBe(
      [
        'http://localhost:1337/uploads/thumbnail_foto.jpg 245w',
        'http://localhost:1337/uploads/small_foto.jpg 500w',
        'http://localhost:1337/uploads/medium_foto.jpg 750w',
        'http://localhost:1337/uploads/foto.jpg 2000w',
      ].join(', '),
    );
    expect(attributes).toMatchObject({ src: 'http://localhost:1337/uploads/small_foto.jpg', width: 500, height: 313 });
  });

  it('falls back to the original when the preferred format is missing, and to nothing without an image', () => {
    expect(responsiveImage({ url: '/uploads/x.png', width: 40, height: 30 }, 'large')).toEqual({
      src: 'http://localhost:1337/uploads/x.png',
      srcSet: 'http://localhost:1337/uploads/x.png 40w',
      width: 40,
      height: 30,
    });
    expect(responsiveImage(null)).toBeUndefined();
  });

  it('keeps the WebP variants out of the fallback srcset and lists them, narrowest first, in their own', () => {
    expect(responsiveImage(image)?.srcSet).not.toContain('.webp');
    expect(webpSrcSet(image)).toBe(
      [
        'http://localhost:1337/uploads/thumbnail_webp_foto.webp 245w',
        'http://localhost:1337/uploads/small_webp_foto.webp 500w',
        'http://localhost:1337/uploads/medium_webp_foto.webp 750w',
      ].join(', '),
    );
    expect(webpSrcSet({ url: '/uploads/x.png', width: 40, height: 30, formats: { thumbnail: { url: '/uploads/t.png', width: 20 } } })).toBeUndefined();
    expect(webpSrcSet(undefined)).toBeUndefined();
  });
});

describe('thumbnailUrl', () => {
  it("takes the thumbnail's WebP sibling, then the thumbnail, then the original", () => {
    expect(thumbnailUrl(image)).toBe('http://localhost:1337/uploads/thumbnail_webp_foto.webp');
    const { thumbnail_webp: _webp, ...withoutWebp } = image.formats;
    expect(thumbnailUrl({ ...image, formats: withoutWebp })).toBe('http://localhost:1337/uploads/thumbnail_foto.jpg');
    expect(thumbnailUrl({ url: '/uploads/foto.jpg', width: 40, height: 30 })).toBe('http://localhost:1337/uploads/foto.jpg');
    expect(thumbnailUrl(null)).toBeUndefined();
  });
});
