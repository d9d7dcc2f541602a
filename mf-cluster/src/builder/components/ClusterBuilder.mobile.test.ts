import { messages } from '@doorloopjes/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emulateViewportWidth as emulateWidth, setupMswServer } from '@doorloopjes/runtime/testing';
import { explainerHandlers, renderBuilder, signIn } from '../../test/renderBuilder';

setupMswServer(...explainerHandlers);

describe('cluster builder on narrow screens', () => {
  it('at 768 px says it is not suitable for mobile and links to the dashboard, without loading the canvas', () => {
    signIn();
    emulateWidth(768);
    renderBuilder();
    expect(screen.getByRole('heading', { level: 1, name: messages.cluster.title })).toBeInTheDocument();
    expect(screen.getByText(messages.cluster.mobileText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.cluster.mobileLink })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('application')).not.toBeInTheDocument();
  });

  it('at 769 px shows the builder', async () => {
    signIn();
    emulateWidth(769);
    renderBuilder();
    expect(screen.queryByText(messages.cluster.mobileText)).not.toBeInTheDocument();
    expect(await screen.findByRole('application', { name: messages.cluster.canvasLabel })).toBeInTheDocument();
  });
});
