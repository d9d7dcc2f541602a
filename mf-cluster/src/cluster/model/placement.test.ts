import { describe, it, expect } from 'vitest';
import { visibleCentre } from './placement';

describe('centre placement', () => {
  it('is the middle of the canvas when it is not panned', () => {
    expect(visibleCentre({ width: 1000, height: 600 }, { x: 0, y: 0 })).toEqual({ x: 500, y: 300 });
  });

  it('follows the view when the canvas is panned', () => {
    // Panned 200 right and 50 up: the visible middle lies 200 left and 50 down in canvas terms.
    expect(visibleCentre({ width: 1000, height: 600 }, { x: 200, y: -50 })).toEqual({ x: 300, y: 350 });
  });

  it('lands on whole pixels', () => {
    expect(visibleCentre({ width: 999, height: 601 }, { x: 0.4, y: 0 })).toEqual({ x: 499, y: 301 });
  });
});
