import { messages } from '@doorloopjes/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OVERRIDE_STORAGE_KEY } from '../override';
import { OverrideBanner } from './OverrideBanner';
import { OverrideContext } from '../hooks/OverrideContext';

describe('OverrideBanner', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('is absent without an override', () => {
    const { container } = render(<OverrideBanner />);
    expect(container).toBeEmptyDOMElement();
  });

  it("names the override and 'Terug naar standaard' ends it with a reload", async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    sessionStorage.setItem(OVERRIDE_STORAGE_KEY, 'mf-content@1.2.0');
    render(
      <OverrideContext.Provider value={{ remote: 'content', label: 'mf-content', version: '1.2.0' }}>
        <OverrideBanner />
      </OverrideContext.Provider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(messages.remotes.overrideActive('mf-content', '1.2.0'));
    expect(messages.remotes.overrideActive('mf-content', '1.2.0')).toBe('Testversie actief: mf-content 1.2.0');
    await userEvent.click(screen.getByRole('button', { name: messages.remotes.overrideReset }));
    expect(sessionStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
    expect(reload).toHaveBeenCalled();
  });
});
