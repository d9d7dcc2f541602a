import { Route, Routes } from 'react-router-dom';
import { DoorloopjeDetailPage } from '../pages/DoorloopjeDetailPage';
import { DoorloopjesListPage } from '../pages/DoorloopjesListPage';

/** Mounted by the shell at /doorloopjes/*; routes below it are relative. */
export default function DoorloopjesRoutes() {
  return (
    <Routes>
      <Route index element={<DoorloopjesListPage />} />
      <Route path=":slug" element={<DoorloopjeDetailPage />} />
    </Routes>
  );
}
