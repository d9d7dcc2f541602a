import type { ContentRoutesProps, ContentSection } from '@doorloopjes/shared';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ArtikelPage } from '../pages/ArtikelPage';
import { ContentNotFound } from '../pages/ContentNotFound';
import { ExplainerPage } from '../pages/ExplainerPage';
import { KennisbankPage } from '../pages/KennisbankPage';
import { NieuwsItemPage } from '../pages/NieuwsItemPage';
import { NieuwsPage } from '../pages/NieuwsPage';
import { WebinarDetailPage } from '../pages/WebinarDetailPage';
import { WebinarsPage } from '../pages/WebinarsPage';
import '../styles/content.css';

/**
 * Per section: the page at its root and the page at `:slug`. Sections that only have details
 * (an article, a news item, an explainer) send their bare root to the list that holds them;
 * sections that only have a list have no detail route.
 */
const SECTION_ROUTES: Record<ContentSection, { index: ReactNode; detail?: ReactNode }> = {
  webinars: { index: <WebinarsPage />, detail: <WebinarDetailPage /> },
  nieuws: { index: <NieuwsPage /> },
  'nieuws-item': { index: <Navigate to="/nieuws" replace />, detail: <NieuwsItemPage /> },
  artikel: { index: <Navigate to="/achtergronden" replace />, detail: <ArtikelPage /> },
  achtergronden: { index: <KennisbankPage /> },
  why: { index: <Navigate to="/achtergronden" replace />, detail: <ExplainerPage kind="why" /> },
  how: { index: <Navigate to="/achtergronden" replace />, detail: <ExplainerPage kind="how" /> },
};

/**
 * Mounted by the shell once per content section (/webinars/*, /nieuws/*, ...); the routes below
 * are relative to that section.
 */
export default function ContentRoutes({ section }: ContentRoutesProps) {
  const { index, detail } = SECTION_ROUTES[section];
  return (
    <Routes>
      <Route index element={index} />
      {detail && <Route path=":slug" element={detail} />}
      <Route path="*" element={<ContentNotFound />} />
    </Routes>
  );
}
