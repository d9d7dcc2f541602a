import { describe, expect, it } from 'vitest';
import { thumbnail640 } from './fetchVideoThumbnail';

describe('thumbnail640', () => {
  it('asks for the 640 variant', () => {
    expect(thumbnail640('https://i.vimeocdn.com/video/452001751-8216e0570b_295x166')).toBe('https://i.vimeocdn.com/video/452001751-8216e0570b_640');
    expect(thumbnail640('https://i.vimeocdn.com/video/452001751-d_295x166.jpg?r=pad')).toBe('https://i.vimeocdn.com/video/452001751-d_640.jpg?r=pad');
  });
});
