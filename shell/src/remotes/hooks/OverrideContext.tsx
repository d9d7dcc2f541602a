import { createContext, useContext } from 'react';
import type { RemoteOverride } from '../override';

/** The QA override in effect on this page load, if any (the banner shows it). */
export const OverrideContext = createContext<RemoteOverride | null>(null);

export function useActiveOverride(): RemoteOverride | null {
  return useContext(OverrideContext);
}
