import { describe, expect, it } from 'vitest';
import { parseVimeoLink, vimeoPlayerUrl, vimeoThumbnail640 } from './vimeo';

describe('parseVimeoLink', () => {
  it.each([
    ['https://vimeo.com/123456789', { id: '123456789' }],
    ['https://vimeo.com/123456789/abcdef1234', { id: '123456789', hash: 'abcdef1234' }],
    ['https://player.vimeo.com/video/123456789?h=abcdef1234', { id: '123456789', hash: 'abcdef1234' }],
    ['https://vimeo.com/channels/staffpicks/123456789', { id: '123456789' }],
    ['https://vimeo.com/76979871', { id: '76979871' }],
    ['vimeo.com/76979871', { id: '76979871' }],
    ['vimeo.com/76979871/8a2b3c4d5e', { id: '76979871', hash: '8a2b3c4d5e' }],
    ['player.vimeo.com/video/76979871?h=8a2b3c4d5e', { id: '76979871', hash: '8a2b3c4d5e' }],
    ['https://vimeo.com/76979871/8a2b3c4d5e', { id: '76979871', hash: '8a2b3c4d5e' }],
    ['https://player.vimeo.com/video/76979871?h=8a2b3c4d5e&badge=0', { id: '76979871', hash: '8a2b3c4d5e' }],
    ['https://vimeo.com/channels/staffpicks/76979871', { id: '76979871' }],
    ['https://www.vimeo.com/76979871?share=copy', { id: '76979871' }],
    ['  https://vimeo.com/76979871  ', { id: '76979871' }],
  ])('takes the id and optional hash from %s', (link, expected) => {
    expect(parseVimeoLink(link)).toEqual(expected);
  });

  it.each([null, undefined, '', '   ', 'geen url', 'niet een link', 'https://youtube.com/watch?v=123', 'https://www.youtube.com/watch?v=123456', 'https://vimeo.com/about', 'vimeo.com/about'])(
    'gives null for %s',
    (link) => {
      expect(parseVimeoLink(link)).toBeNull();
    },
  );
});

describe('vimeoPlayerUrl', () => {
  it('autoplays and passes the hash (the guide video modal)', () => {
    expect(vimeoPlayerUrl({ id: '42', hash: 'abc' }, { autoplay: true })).toBe('https://player.vimeo.com/video/42?autoplay=1&h=abc');
    expect(vimeoPlayerUrl({ id: '42' }, { autoplay: true })).toBe('https://player.vimeo.com/video/42?autoplay=1');
  });

  it('passes the hash and asks not to track (the landing page)', () => {
    expect(vimeoPlayerUrl({ id: '42', hash: 'abcdef12' }, { doNotTrack: true })).toBe('https://player.vimeo.com/video/42?h=abcdef12&dnt=1');
    expect(vimeoPlayerUrl({ id: '42' }, { doNotTrack: true })).toBe('https://player.vimeo.com/video/42?dnt=1');
  });
});

describe('vimeoThumbnail640', () => {
  it('asks for the 640 variant', () => {
    expect(vimeoThumbnail640('https://i.vimeocdn.com/video/452001751-8216e0570b_295x166')).toBe('https://i.vimeocdn.com/video/452001751-8216e0570b_640');
    expect(vimeoThumbnail640('https://i.vimeocdn.com/video/452001751-d_295x166.jpg?r=pad')).toBe('https://i.vimeocdn.com/video/452001751-d_640.jpg?r=pad');
  });
});
