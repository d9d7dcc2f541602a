import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceUserChanged, SESSION_CHANNEL, startSessionSync } from './sessionSync';

describe('startSessionSync', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('refetches when the tab regains focus or becomes visible, throttled', () => {
    vi.useFakeTimers();
    const refetch = vi.fn();
    stop = startSessionSync(refetch, 2000);
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(refetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    expect(refetch).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('does not refetch for a tab that was hidden', () => {
    const refetch = vi.fn();
    stop = startSessionSync(refetch);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(refetch).not.toHaveBeenCalled();
    visibility.mockRestore();
  });

  it("refetches at once when another tab announces a saved change, but not for the tab's own announcement", async () => {
    const refetch = vi.fn();
    stop = startSessionSync(refetch);
    announceUserChanged();
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    otherTab.postMessage({ type: 'user-changed' });
    otherTab.postMessage({ type: 'something-else' });
    await vi.waitFor(() => expect(refetch).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(refetch).toHaveBeenCalledTimes(1);
    otherTab.close();
  });

  it('stops listening', () => {
    const refetch = vi.fn();
    startSessionSync(refetch)();
    window.dispatchEvent(new Event('focus'));
    expect(refetch).not.toHaveBeenCalled();
  });
});
