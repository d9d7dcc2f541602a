import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { focusPageHeading } from './focusPageHeading';

describe('focusPageHeading', () => {
  it("moves focus to the main heading without making it a Tab stop", () => {
    render(
      <>
        <h1>Logo</h1>
        <main>
          <h1>Webinars</h1>
        </main>
      </>,
    );
    expect(focusPageHeading()).toBe(true);
    const heading = screen.getByRole('heading', { name: 'Webinars' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('leaves focus in an open dialog', () => {
    render(
      <>
        <main>
          <h1>Dashboard</h1>
        </main>
        <div role="dialog" aria-label="Rondleiding">
          <button type="button">Volgende</button>
        </div>
      </>,
    );
    screen.getByRole('button', { name: 'Volgende' }).focus();
    expect(focusPageHeading()).toBe(false);
    expect(screen.getByRole('button', { name: 'Volgende' })).toHaveFocus();
  });
});
