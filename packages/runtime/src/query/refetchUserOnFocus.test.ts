import { afterEach, describe, expect, it, vi } from 'vitest';
import { refetchUserOnFocus } from './refetchUserOnFocus';

/** What a browser fires on returning to a tab: `visibilitychange` bubbles from the document to the window. */
const becomeVisible = () => document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));

describe('refetchUserOnFocus', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('refetches when the tab regains focus or becomes visible, throttled', () => {
    vi.useFakeTimers();
    const refetch = vi.fn();
    stop = refetchUserOnFocus(refetch, 2000);
    window.dispatchEvent(new Event('focus'));
    becomeVisible();
    expect(refetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('does not refetch for a tab that was hidden', () => {
    const refetch = vi.fn();
    stop = refetchUserOnFocus(refetch);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    becomeVisible();
    expect(refetch).not.toHaveBeenCalled();
    visibility.mockRestore();
  });

  it('stops listening', () => {
    const refetch = vi.fn();
    refetchUserOnFocus(refetch)();
    window.dispatchEvent(new Event('focus'));
    becomeVisible();
    expect(refetch).not.toHaveBeenCalled();
  });
});
