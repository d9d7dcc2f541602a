import { paths } from '@doorloopjes/shared';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFakeFrames } from '../test/paintedFrames';
import { OTHER_AREAS_WAIT_MS, markMainContentShown, resetMainContentForTests, useOtherAreasMayLoad } from './mainContent';

const at = (path: string) =>
  function Router({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  };

beforeEach(() => {
  useFakeFrames();
  resetMainContentForTests();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the areas around the main content', () => {
  it('start once the main content has been painted, not in the frame that paints it', () => {
    const { result } = renderHook(useOtherAreasMayLoad, { wrapper: at(paths.dashboard()) });
    expect(result.current).toBe(false);
    act(() => markMainContentShown());
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersToNextFrame());
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('start after the longest wait when the main content never shows', () => {
    const { result } = renderHook(useOtherAreasMayLoad, { wrapper: at(paths.doorloopjes()) });
    act(() => void vi.advanceTimersByTime(OTHER_AREAS_WAIT_MS - 1));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it("start at once on the shell's own pages, which have no remote main content", () => {
    const { result } = renderHook(useOtherAreasMayLoad, { wrapper: at(paths.profile()) });
    expect(result.current).toBe(true);
  });
});
