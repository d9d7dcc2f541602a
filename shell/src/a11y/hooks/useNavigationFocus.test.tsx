import { useAnnouncerStore, usePageTitleStore } from '@doorloopjes/runtime';
import { LiveAnnouncer, usePageTitle } from '@doorloopjes/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useNavigationFocus } from './useNavigationFocus';

function Focus() {
  useNavigationFocus();
  return <LiveAnnouncer />;
}

function ListPage() {
  usePageTitle('Doorloopjes');
  return (
    <main>
      <h1>Doorloopjes</h1>
      <Link to="/doorloopjes/voorkennis">Activeren van voorkennis</Link>
    </main>
  );
}

/** A guide whose title arrives after it is opened, as a fetched one does. */
function GuidePage() {
  const [title, setTitle] = useState<string | undefined>(undefined);
  useEffect(() => {
    const timer = window.setTimeout(() => setTitle('Activeren van voorkennis'), 20);
    return () => window.clearTimeout(timer);
  }, []);
  usePageTitle(title);
  const navigate = useNavigate();
  return (
    <main>
      {title ? <h1>{title}</h1> : <p>Laden...</p>}
      <button type="button" onClick={() => navigate(-1)}>
        Terug
      </button>
    </main>
  );
}

function renderApp() {
  return render(
    <MemoryRouter initialEntries={['/doorloopjes']}>
      <Routes>
        <Route path="/doorloopjes" element={<ListPage />} />
        <Route path="/doorloopjes/:slug" element={<GuidePage />} />
      </Routes>
      <Focus />
    </MemoryRouter>,
  );
}

afterEach(() => {
  usePageTitleStore.setState({ pathname: null, title: null });
  useAnnouncerStore.setState({ polite: null, assertive: null });
});

describe('useNavigationFocus', () => {
  it('leaves focus and the live region alone on the first page', () => {
    renderApp();
    expect(document.body).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('focuses the new heading and announces the title once the page has it', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('link', { name: 'Activeren van voorkennis' }));
    // The heading is focused once the page shows it (a moment after it is in the document).
    const heading = await screen.findByRole('heading', { name: 'Activeren van voorkennis' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Activeren van voorkennis · Doorloopjes'));
  });

  it('does the same after going back', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('link', { name: 'Activeren van voorkennis' }));
    await screen.findByRole('heading', { name: 'Activeren van voorkennis' });
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    const heading = await screen.findByRole('heading', { name: 'Doorloopjes' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Doorloopjes · Doorloopjes'));
  });
});
