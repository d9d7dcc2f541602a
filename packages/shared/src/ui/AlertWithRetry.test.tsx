import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlertWithRetry } from './AlertWithRetry';

describe('AlertWithRetry', () => {
  it('announces the failure and retries on the button, in the classes the app gives', async () => {
    const onRetry = vi.fn();
    render(<AlertWithRetry className="box" buttonClassName="knop" message="Laden mislukt." retryLabel="Opnieuw proberen" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass('box');
    expect(alert).toHaveTextContent('Laden mislukt.');
    const button = screen.getByRole('button', { name: 'Opnieuw proberen' });
    expect(button).toHaveClass('knop');
    await userEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
