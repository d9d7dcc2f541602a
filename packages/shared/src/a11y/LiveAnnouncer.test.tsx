import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { announce, useAnnouncerStore } from '@doorloopjes/runtime';
import { LiveAnnouncer } from './LiveAnnouncer';

afterEach(() => useAnnouncerStore.setState({ polite: null, assertive: null }));

describe('LiveAnnouncer', () => {
  it('is in the page, empty, before anything is said', () => {
    render(<LiveAnnouncer />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says polite texts in the status region', () => {
    render(<LiveAnnouncer />);
    act(() => announce('Opgeslagen.'));
    expect(screen.getByRole('status')).toHaveTextContent('Opgeslagen.');
  });

  it('says a repeated text again as a new element', () => {
    render(<LiveAnnouncer />);
    act(() => announce('Opgeslagen.'));
    const first = screen.getByText('Opgeslagen.');
    act(() => announce('Opgeslagen.'));
    expect(screen.getByText('Opgeslagen.')).not.toBe(first);
  });

  it('says what went wrong in the assertive region, apart from the polite one', () => {
    const { container } = render(<LiveAnnouncer />);
    act(() => announce('Niet opgeslagen.', 'assertive'));
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- an assertive live region has no role of its own
    expect(container.querySelector('[aria-live="assertive"]')).toHaveTextContent('Niet opgeslagen.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
