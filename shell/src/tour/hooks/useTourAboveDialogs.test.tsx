import { renderHook, waitFor } from '@testing-library/react';
import { PORTAL_ELEMENT_ID } from 'react-joyride';
import { afterEach, describe, expect, it } from 'vitest';
import { useTourAboveDialogs } from './useTourAboveDialogs';

describe('useTourAboveDialogs', () => {
  // eslint-disable-next-line testing-library/no-node-access -- clean-up of the portal element the test itself created.
afterEach(() => document.getElementById(PORTAL_ELEMENT_ID)?.remove());

  function portal(): HTMLElement {
    const element = document.createElement('div');
    element.id = PORTAL_ELEMENT_ID;
    document.body.appendChild(element);
    return element;
  }

  it('keeps the tour portal interactive when a dialog makes the page inert', async () => {
    const element = portal();
    renderHook(() => useTourAboveDialogs(true));
    element.setAttribute('inert', '');
    await waitFor(() => expect(element).not.toHaveAttribute('inert'));
  });

  it('leaves the portal alone while the tour is not running', async () => {
    const element = portal();
    renderHook(() => useTourAboveDialogs(false));
    element.setAttribute('inert', '');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(element).toHaveAttribute('inert');
  });
});
