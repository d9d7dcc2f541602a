import type { ContentRoutesProps } from '@doorloopjes/shared';
import { Route, Routes } from 'react-router-dom';
import { SectionPage } from '../pages/SectionPage';

/**
 * Mounted by the shell once per content section (/webinars/*, /nieuws/*, ...); the routes below
 * are relative to that section.
 */
export default function ContentRoutes({ section }: ContentRoutesProps) {
  return (
    <Routes>
      <Route index element={<SectionPage section={section} />} />
      <Route path=":slug" element={<SectionPage section={section} />} />
    </Routes>
  );
}
