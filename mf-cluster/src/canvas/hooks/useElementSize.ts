import { useEffect, useState, type RefObject } from 'react';
import type { Size } from '../../cluster/model/types';

/** The element's content size, following resizes; `fallback` where layout is unknown (tests, first paint). */
export function useElementSize(ref: RefObject<HTMLElement | null>, fallback: Size): Size {
  const [size, setSize] = useState<Size>(fallback);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const { clientWidth, clientHeight } = element;
      if (clientWidth > 0 && clientHeight > 0) {
        setSize((previous) => (previous.width === clientWidth && previous.height === clientHeight ? previous : { width: clientWidth, height: clientHeight }));
      }
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  return size;
}
