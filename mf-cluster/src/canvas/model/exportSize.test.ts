import { describe, it, expect } from 'vitest';
import { EXPORT_MAX_SIDE, EXPORT_PIXEL_RATIO, exportPixelRatio, exportPixelSize, exportRegion } from './exportSize';

describe('PNG export size', () => {
  it('uses pixel ratio 2 for an ordinary cluster', () => {
    expect(EXPORT_PIXEL_RATIO).toBe(2);
    expect(exportPixelRatio(1200, 800)).toBe(2);
    expect(exportPixelSize({ x: 0, y: 0, width: 1200, height: 800 }, 2)).toEqual({ width: 2400, height: 1600 });
  });

  it('scales down so no side exceeds 16384 px', () => {
    const cases = [
      { width: 8192, height: 100 },
      { width: 8193, height: 100 },
      { width: 20000, height: 3000 },
      { width: 500, height: 123457 },
      { width: 16385, height: 16385 },
    ];
    for (const region of cases) {
      const ratio = exportPixelRatio(region.width, region.height);
      const pixels = exportPixelSize({ x: 0, y: 0, ...region }, ratio);
      expect(pixels.width).toBeLessThanOrEqual(EXPORT_MAX_SIDE);
      expect(pixels.height).toBeLessThanOrEqual(EXPORT_MAX_SIDE);
      expect(ratio).toBeLessThanOrEqual(2);
    }
    // Only as much smaller as needed: the longest side lands on the limit.
    const ratio = exportPixelRatio(20000, 3000);
    expect(exportPixelSize({ x: 0, y: 0, width: 20000, height: 3000 }, ratio).width).toBe(EXPORT_MAX_SIDE);
  });

  it('exports the items with a margin around them', () => {
    expect(exportRegion({ x: 10.5, y: -20, width: 100, height: 50 }, 24)).toEqual({ x: -14, y: -44, width: 148, height: 98 });
  });
});
