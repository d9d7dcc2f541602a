import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NARROW_QUERY, useNarrowScreen } from '../hooks/useNarrowScreen';
import { emulateViewportWidth, restoreViewport } from '@doorloopjes/runtime/testing';

describe('the viewport fake and the breakpoint hook', () => {
  it.each([
    [390, true],
    [768, true],
    [769, false],
    [1440, false],
  ])('at %i px the narrow query matches: %s', (width, narrow) => {
    emulateViewportWidth(width);
    expect(window.matchMedia(NARROW_QUERY).matches).toBe(narrow);
    expect(window.matchMedia('(min-width: 769px)').matches).toBe(!narrow);
    expect(renderHook(() => useNarrowScreen()).result.current).toBe(narrow);
  });

  it('is wide without matchMedia and puts the original back', () => {
    emulateViewportWidth(390);
    restoreViewport();
    expect(typeof window.matchMedia).toBe('undefined');
    expect(renderHook(() => useNarrowScreen()).result.current).toBe(false);
  });
});
