/** Scale per item from 0.6 to 1.8 in steps of 0.2, default 1. */
export const SCALE_MIN = 0.6;
export const SCALE_MAX = 1.8;
export const SCALE_STEP = 0.2;
export const SCALE_DEFAULT = 1;

/** One decimal is all the scale ever needs; rounding stops 0.2 steps drifting (1.2000000000000002). */
function roundScale(scale: number): number {
  return Math.round(scale * 10) / 10;
}

/** Any number (for example from an old or edited profile) brought onto the allowed range and grid. */
export function normaliseScale(scale: unknown): number {
  if (typeof scale !== 'number' || !Number.isFinite(scale)) return SCALE_DEFAULT;
  const clamped = Math.min(SCALE_MAX, Math.max(SCALE_MIN, scale));
  const steps = Math.round((clamped - SCALE_MIN) / SCALE_STEP);
  return roundScale(SCALE_MIN + steps * SCALE_STEP);
}

/** One step up (+1) or down (-1), never past the bounds. */
export function stepScale(scale: number, direction: 1 | -1): number {
  return normaliseScale(normaliseScale(scale) + direction * SCALE_STEP);
}

export function canScale(scale: number, direction: 1 | -1): boolean {
  return stepScale(scale, direction) !== normaliseScale(scale);
}

/** How a scale is written in the interface: '1,2' in Dutch notation. */
export function formatScale(scale: number): string {
  return normaliseScale(scale).toLocaleString('nl-NL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
