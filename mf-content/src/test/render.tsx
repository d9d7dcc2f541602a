import { type ContentSection } from '@doorloopjes/shared';
import { renderWithQueryClient } from '@doorloopjes/runtime/testing';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import ContentRoutes from '../exposes/routes';

/** Shows where the router is, so redirects can be asserted: `screen.getByText(atLocation('/x'))`. */
function LocationProbe() {
  return <p>{`locatie: ${useLocation().pathname}`}</p>;
}

export function atLocation(path: string): string {
  return `locatie: ${path}`;
}

/**
 * Renders the remote's routes the way the shell mounts them: one section at `/<section>/*`, below
 * a query client as the shell provides one.
 */
export function renderSection(section: ContentSection, path: string) {
  return renderWithQueryClient(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={`/${section}/*`} element={<ContentRoutes section={section} />} />
        <Route path="*" element={<p>elders</p>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

/** Renders a component (a dashboard widget) inside a router. */
export function renderWithRouter(ui: ReactElement) {
  return renderWithQueryClient(<MemoryRouter>{ui}</MemoryRouter>);
}

export function logIn() {
  localStorage.setItem('jwt', 'test-token');
}
