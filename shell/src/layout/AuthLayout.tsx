import { messages, useSessionStore } from '@doorloopjes/shared';
import { Outlet } from 'react-router-dom';
import { Sidebar } from './Sidebar';

/** The logged-in frame: sidebar, top bar and the routed page. */
export function AuthLayout() {
  const user = useSessionStore((state) => state.user);
  const loading = useSessionStore((state) => state.loading);
  if (loading || !user) return <p className="page-loading" role="status">{messages.layout.layoutLoading}</p>;
  return (
    <div className="app-layout">
      <Sidebar />
      <div className="app-main">
        <header className="topbar">
          <span className="topbar-user">{user.fullName ?? user.email}</span>
        </header>
        <main id="main" className="app-content">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
