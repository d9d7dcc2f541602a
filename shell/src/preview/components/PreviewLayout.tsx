import { useNarrowScreen } from '@doorloopjes/shared';
import { useState } from 'react';
import { PlatformFrame } from '../../layout/components/PlatformFrame';

/**
 * The logged-in frame as a teacher sees it (sidebar or bottom bar, top bar with the search, the
 * page), without a teacher: no profile menu, badge, assistant or tour. The preview's pages are
 * rendered in it as on the platform.
 */
export function PreviewLayout() {
  const narrow = useNarrowScreen();
  const [moreSheetOpen, setMoreSheetOpen] = useState(false);
  return <PlatformFrame user={null} narrow={narrow} moreSheetOpen={moreSheetOpen} setMoreSheetOpen={setMoreSheetOpen} />;
}
