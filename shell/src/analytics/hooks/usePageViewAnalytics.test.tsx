import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageViewAnalytics } from './usePageViewAnalytics';

const sent = vi.hoisted(() => [] as unknown[]);
vi.mock('@doorloopjes/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@doorloopjes/shared')>()),
  sendAnalyticsEvent: (event: unknown) => {
    sent.push(event);
    return Promise.resolve();
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  sent.length = 0;
});

describe('usePageViewAnalytics', () => {
  it('describes the page view at once and sends it when the page is idle', () => {
    const idleWork: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idleWork.push(work));
    document.title = 'Dashboard - Doorloopjes';
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/dashboard']}>{children}</MemoryRouter>;
    renderHook(() => usePageViewAnalytics(), { wrapper });
    expect(sent).toEqual([]);
    expect(idleWork).toHaveLength(1);

    document.title = 'Another page';
    idleWork[0]!();
    expect(sent).toEqual([expect.objectContaining({ type: 'page_view', path: '/dashboard', title: 'Dashboard - Doorloopjes' })]);
  });
});
