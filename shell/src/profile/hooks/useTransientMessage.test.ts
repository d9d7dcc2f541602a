import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_MESSAGE_TIMEOUT_MS, useTransientMessage } from './useTransientMessage';

describe('useTransientMessage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('clears the profile message after exactly 3000 ms', () => {
    expect(PROFILE_MESSAGE_TIMEOUT_MS).toBe(3000);
    const { result } = renderHook(() => useTransientMessage());
    act(() => result.current[1]({ kind: 'success', text: 'Profiel succesvol bijgewerkt!' }));
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current[0]?.text).toBe('Profiel succesvol bijgewerkt!');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBeNull();
  });

  it('restarts the clock for a newer message', () => {
    const { result } = renderHook(() => useTransientMessage());
    act(() => result.current[1]({ kind: 'error', text: 'eerste' }));
    act(() => vi.advanceTimersByTime(2000));
    act(() => result.current[1]({ kind: 'success', text: 'tweede' }));
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current[0]?.text).toBe('tweede');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current[0]).toBeNull();
  });
});
