import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThrottle } from './throttle';

describe('createThrottle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and collapses calls inside 500 ms into one trailing call', () => {
    const fn = vi.fn();
    const throttle = createThrottle(fn, 500);
    throttle.call();
    expect(fn).toHaveBeenCalledTimes(1);
    throttle.call();
    throttle.call();
    vi.advanceTimersByTime(499);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('runs at once again after the interval', () => {
    const fn = vi.fn();
    const throttle = createThrottle(fn, 500);
    throttle.call();
    vi.advanceTimersByTime(600);
    throttle.call();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('cancel drops a pending call', () => {
    const fn = vi.fn();
    const throttle = createThrottle(fn, 500);
    throttle.call();
    throttle.call();
    throttle.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
