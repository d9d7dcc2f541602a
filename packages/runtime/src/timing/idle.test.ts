import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterIdle } from './idle';

afterEach(() => vi.unstubAllGlobals());

describe('afterIdle', () => {
  it('waits for the browser to report an idle moment, with a deadline', async () => {
    const requestIdleCallback = vi.fn((callback: IdleRequestCallback) => {
      callback({ didTimeout: false, timeRemaining: () => 10 });
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    await afterIdle(500);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 });
  });

  it('resolves without requestIdleCallback too', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    await expect(afterIdle()).resolves.toBeUndefined();
  });
});
