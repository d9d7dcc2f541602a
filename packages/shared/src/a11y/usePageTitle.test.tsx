import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageTitleStore } from '@doorloopjes/runtime';
import { usePageTitle } from './usePageTitle';

function Page({ name }: { name: string | null | undefined }) {
  usePageTitle(name);
  return null;
}

function renderAt(path: string, name: string | null | undefined) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Page name={name} />
    </MemoryRouter>,
  );
}

afterEach(() => {
  document.title = '';
  usePageTitleStore.setState({ pathname: null, title: null });
});

describe('usePageTitle', () => {
  it('sets the document title and publishes it for the current path', () => {
    renderAt('/webinars', 'Webinars');
    expect(document.title).toBe('Webinars · Doorloopjes');
    expect(usePageTitleStore.getState()).toEqual({ pathname: '/webinars', title: 'Webinars · Doorloopjes' });
  });

  it('leaves the title alone while the name is still loading', () => {
    document.title = 'Vorige · Doorloopjes';
    renderAt('/doorloopjes/x', undefined);
    expect(document.title).toBe('Vorige · Doorloopjes');
    expect(usePageTitleStore.getState().pathname).toBeNull();
  });

  it('follows the name once it arrives', () => {
    const view = renderAt('/doorloopjes/x', undefined);
    view.rerender(
      <MemoryRouter initialEntries={['/doorloopjes/x']}>
        <Page name="Activeren van voorkennis" />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Activeren van voorkennis · Doorloopjes');
  });
});
