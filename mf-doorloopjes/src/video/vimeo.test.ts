import { describe, expect, it } from 'vitest';
import { embedUrl, parseVimeoUrl } from './vimeo';

describe('parseVimeoUrl', () => {
  it.each([
    ['https://vimeo.com/123456789', { id: '123456789' }],
    ['https://vimeo.com/123456789/abcdef1234', { id: '123456789', hash: 'abcdef1234' }],
    ['https://player.vimeo.com/video/123456789?h=abcdef1234', { id: '123456789', hash: 'abcdef1234' }],
    ['https://vimeo.com/channels/staffpicks/123456789', { id: '123456789' }],
  ])('reads %s', (url, expected) => {
    expect(parseVimeoUrl(url)).toEqual(expected);
  });

  it.each([null, '', 'geen url', 'https://youtube.com/watch?v=123', 'https://vimeo.com/about'])('has no video for %s', (url) => {
    expect(parseVimeoUrl(url)).toBeNull();
  });
});

describe('embedUrl', () => {
  it('autoplays and passes the hash', () => {
    expect(embedUrl({ id: '42', hash: 'abc' })).toBe('https://player.vimeo.com/video/42?autoplay=1&h=abc');
    expect(embedUrl({ id: '42' })).toBe('https://player.vimeo.com/video/42?autoplay=1');
  });
});
