import { CONTENT_SECTIONS } from '@doorloopjes/shared';
import { Harness } from '@doorloopjes/shared/harness';
import { createRoot } from 'react-dom/client';
import { Route, Routes } from 'react-router-dom';
import FeaturedCarousel from './exposes/FeaturedCarousel';
import NewsCarousel from './exposes/NewsCarousel';
import ContentRoutes from './exposes/routes';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <Harness
      name="mf-content"
      links={[...CONTENT_SECTIONS.map((section) => ({ to: `/${section}`, label: section })), { to: '/widgets', label: 'Dashboard-widgets' }]}
    >
      <Routes>
        {CONTENT_SECTIONS.map((section) => (
          <Route key={section} path={`/${section}/*`} element={<ContentRoutes section={section} />} />
        ))}
        <Route
          path="*"
          element={
            <>
              <FeaturedCarousel />
              <NewsCarousel />
            </>
          }
        />
      </Routes>
    </Harness>,
  );
}
