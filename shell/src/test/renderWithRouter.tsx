import { renderWithQueryClient } from '@doorloopjes/runtime/testing';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Shows where the app navigated to, so tests can assert it by text. */
function CurrentPath() {
  const location = useLocation();
  return <p>{`Pad: ${location.pathname}`}</p>;
}

/** Renders `element` at `path`; any other path shows 'Pad: <path>'. */
export function renderAt(element: ReactElement, { path = '/', url = path }: { path?: string; url?: string } = {}) {
  return renderWithQueryClient(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>,
  );
}
