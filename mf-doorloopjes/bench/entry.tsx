import { setToken, useSessionStore } from '@doorloopjes/runtime';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { DoorloopjesListPage } from '../src/list/components/DoorloopjesListPage';
import { BENCH_GUIDES, BENCH_USER } from './data';

// The list page exactly as the remote renders it, with the session the shell would have loaded.
setToken('bench');
useSessionStore.setState({ doorloopjes: BENCH_GUIDES, user: BENCH_USER, loading: false, initialised: true });

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <BrowserRouter>
      <main style={{ padding: 24 }}>
        <DoorloopjesListPage />
      </main>
    </BrowserRouter>,
  );
}
