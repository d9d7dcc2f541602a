// The shared UI classes (dl-*) are used beyond the shared components: every entry brings them.
import '@doorloopjes/shared/ui.css';
import { paths, type ContentRoutesProps, type ContentSection } from '@doorloopjes/shared';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ArtikelPage } from '../artikel/components/ArtikelPage';
import { ContentNotFound } from '../common/components/ContentNotFound';
import { ExplainerPage } from '../explainers/components/ExplainerPage';
import { KennisbankPage } from '../kennisbank/components/KennisbankPage';
import { NieuwsItemPage } from '../nieuws/components/NieuwsItemPage';
import { NieuwsPage } from '../nieuws/components/NieuwsPage';
import { WebinarDetailPage } from '../webinars/components/WebinarDetailPage';
import { WebinarsPage } from '../webinars/components/WebinarsPage';
import '../common/content.css';

/**
 * Per section: the page at its root and the page at `:slug`. Sections that only have details
 * (an article, a news item, an explainer) send their bare root to the list that holds them;
 * sections that only have a list have no detail route.
 */
const SECTION_ROUTES: Record<ContentSection, { index: ReactNode; detail?: ReactNode }> = {
  webinars: { index: <WebinarsPage />, detail: <WebinarDetailPage /> },
  nieuws: { index: <NieuwsPage /> },
  'nieuws-item': { index: <Navigate to={paths.nieuws()} replace />, detail: <NieuwsItemPage /> },
  artikel: { index: <Navigate to={paths.achtergronden()} replace />, detail: <ArtikelPage /> },
  achtergronden: { index: <KennisbankPage /> },
  why: { index: <Navigate to={paths.achtergronden()} replace />, detail: <ExplainerPage kind="why" /> },
  how: { index: <Navigate to={paths.achtergronden()} replace />, detail: <ExplainerPage kind="how" /> },
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
