import { describe, expect, it } from 'vitest';
import { parseVimeoLink, vimeoEmbedUrl } from './vimeoVideo';

describe('parseVimeoLink', () => {
  it.each([
    ['https://vimeo.com/76979871', { id: '76979871' }],
    ['vimeo.com/76979871', { id: '76979871' }],
    ['https://vimeo.com/76979871/8a2b3c4d5e', { id: '76979871', hash: '8a2b3c4d5e' }],
    ['https://player.vimeo.com/video/76979871?h=8a2b3c4d5e&badge=0', { id: '76979871', hash: '8a2b3c4d5e' }],
    ['https://vimeo.com/channels/staffpicks/76979871', { id: '76979871' }],
    ['https://www.vimeo.com/76979871?share=copy', { id: '76979871' }],
  ])('takes the id and optional hash from %s', (link, expected) => {
    expect(parseVimeoLink(link)).toEqual(expected);
  });

  it.each([null, undefined, '', '   ', 'https://www.youtube.com/watch?v=123456', 'https://vimeo.com/about', 'niet een link'])(
    'gives null for %s',
    (link) => {
      expect(parseVimeoLink(link)).toBeNull();
    },
  );

  it('builds the player address with the hash', () => {
    expect(vimeoEmbedUrl({ id: '42', hash: 'abcdef12' })).toBe('https://player.vimeo.com/video/42?h=abcdef12&dnt=1');
    expect(vimeoEmbedUrl({ id: '42' })).toBe('https://player.vimeo.com/video/42?dnt=1');
  });
});
