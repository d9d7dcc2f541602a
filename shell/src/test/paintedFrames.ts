import { vi } from 'vitest';

/**
 * Fake timers and frames for code that waits for the browser's next paint (afterNextPaint):
 * `vi.advanceTimersToNextFrame()` paints a frame, `vi.runAllTimers()` runs what it queued.
 * Undo with `vi.useRealTimers()`.
 */
export function useFakeFrames(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
}

/** Makes the document visible or hidden (a background tab paints no frames). */
export function setDocumentVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}
