// The shared UI classes (dl-*) are used beyond the shared components: every entry brings them.
import '@doorloopjes/shared/ui.css';
import { Route, Routes } from 'react-router-dom';
import { DoorloopjeDetailPage } from '../detail/components/DoorloopjeDetailPage';
import { DoorloopjesListPage } from '../list/components/DoorloopjesListPage';

/** Mounted by the shell at /doorloopjes/*; routes below it are relative. */
export default function DoorloopjesRoutes() {
  return (
    <Routes>
      <Route index element={<DoorloopjesListPage />} />
      <Route path=":slug" element={<DoorloopjeDetailPage />} />
    </Routes>
  );
}
