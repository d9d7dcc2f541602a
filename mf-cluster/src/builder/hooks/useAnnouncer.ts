import { useCallback, useState } from 'react';

/**
 * Text for a polite live region. Saying the same thing twice (two moves to the same spot) would
 * not change the region, so a repeat gets an invisible difference.
 */
export function useAnnouncer() {
  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback((text: string) => {
    setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text));
  }, []);
  return { announcement, announce };
}
