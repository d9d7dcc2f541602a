import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { BrowserRouter, Link } from 'react-router-dom';
import { LiveAnnouncer } from '../a11y/LiveAnnouncer';
import { apiClient, getToken, loadRuntimeConfig, QueryProvider, useSessionStore, useSessionUser } from '@doorloopjes/runtime';

export interface HarnessLink {
  to: string;
  label: string;
}

/**
 * A small page that lets a remote run without the shell (`pnpm --filter <remote> dev`): it loads
 * the runtime config and the session, offers a plain login, and renders the remote's modules.
 */
export function Harness({ name, links, children }: { name: string; links: HarnessLink[]; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  const user = useSessionUser();
  const { loadInitialData, login, logout } = useSessionStore();

  useEffect(() => {
    void loadRuntimeConfig().then(() => loadInitialData()).then(() => setReady(true));
  }, [loadInitialData]);

  const onLogin = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const { data } = await apiClient.post<{ jwt: string; refreshToken?: string }>('/api/auth/local', {
      identifier: String(form.get('identifier')),
      password: String(form.get('password')),
    });
    await login(data);
  };

  // Standalone, the harness stands in for the shell: it provides the page's query client.
  return (
    <QueryProvider>
      <BrowserRouter>
        <LiveAnnouncer />
        <header style={{ display: 'flex', gap: 16, alignItems: 'center', padding: 12, borderBottom: '1px solid #ddd', flexWrap: 'wrap' }}>
          <strong>{name} (harness)</strong>
          {links.map((link) => (
            <Link key={link.to} to={link.to}>
              {link.label}
            </Link>
          ))}
          {user ? (
            <span>
              {user.fullName ?? user.email}{' '}
              <button type="button" onClick={logout}>
                Uitloggen
              </button>
            </span>
          ) : (
            <form onSubmit={(event) => void onLogin(event)} style={{ display: 'flex', gap: 4 }}>
              <input name="identifier" type="email" aria-label="E-mailadres" defaultValue="demo@doorloopjes.nl" />
              <input name="password" type="password" aria-label="Wachtwoord" />
              <button type="submit">Inloggen</button>
            </form>
          )}
        </header>
        <main style={{ padding: 16 }}>{ready || getToken() === null ? children : <p>Laden...</p>}</main>
      </BrowserRouter>
    </QueryProvider>
  );
}
