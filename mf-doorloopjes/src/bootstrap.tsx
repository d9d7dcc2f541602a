import { Harness } from '@doorloopjes/shared/harness';
import { createRoot } from 'react-dom/client';
import { Route, Routes } from 'react-router-dom';
import InProgressCarousel from './exposes/InProgressCarousel';
import ProgressDonut from './exposes/ProgressDonut';
import DoorloopjesRoutes from './exposes/routes';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <Harness
      name="mf-doorloopjes"
      links={[
        { to: '/doorloopjes', label: 'Lijst' },
        { to: '/widgets', label: 'Dashboard-widgets' },
      ]}
    >
      <Routes>
        <Route path="/doorloopjes/*" element={<DoorloopjesRoutes />} />
        <Route
          path="*"
          element={
            <>
              <ProgressDonut />
              <InProgressCarousel />
            </>
          }
        />
      </Routes>
    </Harness>,
  );
}
