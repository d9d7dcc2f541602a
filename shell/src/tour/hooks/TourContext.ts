import { createContext, useContext } from 'react';

export interface TourControls {
  /** Resets the tour and starts it again from step 1 (the 'Uitleg/Help' button). */
  restart: () => void;
}

export const TourContext = createContext<TourControls>({ restart: () => undefined });

export function useTourControls(): TourControls {
  return useContext(TourContext);
}
