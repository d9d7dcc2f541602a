import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setDocumentVisibility, useFakeFrames } from '../test/paintedFrames';
import { afterNextPaint } from './afterNextPaint';

beforeEach(() => {
  useFakeFrames();
  setDocumentVisibility('visible');
});

afterEach(() => {
  vi.useRealTimers();
  setDocumentVisibility('visible');
});

describe('afterNextPaint', () => {
  it('runs after the next frame has been painted, not before', () => {
    const work = vi.fn();
    afterNextPaint(work);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs at once in a hidden tab, which paints no frame', () => {
    setDocumentVisibility('hidden');
    const work = vi.fn();
    afterNextPaint(work);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
