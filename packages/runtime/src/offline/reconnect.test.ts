import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReconnector } from './reconnect';

const options = { initialMs: 1000, maxMs: 8000 };

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(1);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Lets the attempt's promise settle under fake timers. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('createReconnector', () => {
  it('retries with a growing delay until an attempt succeeds, then stops', async () => {
    const results = [false, false, false, true];
    const attempt = vi.fn(async () => results.shift() ?? true);
    const reconnector = createReconnector(attempt, options);
    reconnector.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(attempt).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(4000);
    expect(attempt).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(8000);
    expect(attempt).toHaveBeenCalledTimes(4);
    expect(reconnector.isActive()).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempt).toHaveBeenCalledTimes(4);
  });

  it('treats a thrown attempt as a failure and keeps trying', async () => {
    const attempt = vi.fn<() => Promise<boolean>>().mockRejectedValueOnce(new Error('netwerk')).mockResolvedValue(true);
    const reconnector = createReconnector(attempt, options);
    reconnector.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(reconnector.isActive()).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(reconnector.isActive()).toBe(false);
  });

  it.each([
    ['the browser comes back online', () => window.dispatchEvent(new Event('online'))],
    ['the tab regains focus', () => window.dispatchEvent(new Event('focus'))],
    ['the tab becomes visible', () => document.dispatchEvent(new Event('visibilitychange'))],
  ])('tries at once when %s', async (_name, trigger) => {
    const attempt = vi.fn(async () => true);
    const reconnector = createReconnector(attempt, options);
    reconnector.start();
    trigger();
    await settle();
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(reconnector.isActive()).toBe(false);
  });

  it('ignores the triggers when not retrying, and after stop()', async () => {
    const attempt = vi.fn(async () => false);
    const reconnector = createReconnector(attempt, options);
    window.dispatchEvent(new Event('online'));
    reconnector.start();
    reconnector.stop();
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempt).not.toHaveBeenCalled();
  });

  it('runs one attempt at a time when triggers arrive during an attempt', async () => {
    let finish: (value: boolean) => void = () => undefined;
    const attempt = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          finish = resolve;
        }),
    );
    const reconnector = createReconnector(attempt, options);
    reconnector.start();
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('focus'));
    await settle();
    expect(attempt).toHaveBeenCalledTimes(1);
    finish(true);
    await settle();
    expect(reconnector.isActive()).toBe(false);
  });
});
