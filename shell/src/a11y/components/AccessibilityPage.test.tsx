import { messages } from '@doorloopjes/shared';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AccessibilityPage } from './AccessibilityPage';

const a = messages.accessibility;

describe('AccessibilityPage', () => {
  it('says what is met and what is not yet, under its own title', () => {
    render(
      <MemoryRouter initialEntries={['/toegankelijkheid']}>
        <AccessibilityPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: a.title })).toBeInTheDocument();
    expect(document.title).toBe(`${a.title} · ${messages.common.productName}`);
    const lists = screen.getAllByRole('list');
    expect(within(lists[0]!).getAllByRole('listitem')).toHaveLength(a.met.length);
    expect(within(lists[1]!).getAllByRole('listitem')).toHaveLength(a.notYet.length);
    expect(screen.getByRole('heading', { level: 2, name: a.notYetTitle })).toBeInTheDocument();
  });
});
