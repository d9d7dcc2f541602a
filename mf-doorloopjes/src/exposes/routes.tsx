import { Route, Routes } from 'react-router-dom';
import { DoorloopjeDetailPage } from '../detail/DoorloopjeDetailPage';
import { DoorloopjesListPage } from '../list/DoorloopjesListPage';

/** Mounted by the shell at /doorloopjes/*; routes below it are relative. */
export default function DoorloopjesRoutes() {
  return (
    <Routes>
      <Route index element={<DoorloopjesListPage />} />
      <Route path=":slug" element={<DoorloopjeDetailPage />} />
    </Routes>
  );
}
