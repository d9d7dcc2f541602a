import { useEffect, type RefObject } from 'react';

/** The CSS variable the page's scroll padding and bottom padding read (see cookies.css). */
export const COOKIE_BANNER_SPACE = '--sh-cookie-banner-space';

/**
 * Keeps the page's bottom strip as tall as the fixed banner while it shows: the browser then
 * scrolls a focused element above the banner instead of under it, and the end of the page can
 * still be scrolled into view. The banner's height changes with the width (it wraps on phones).
 */
export function useReservedSpaceBelow(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const root = document.documentElement;
    const reserve = () => root.style.setProperty(COOKIE_BANNER_SPACE, `${element.offsetHeight + 24}px`);
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(COOKIE_BANNER_SPACE);
    };
  }, [ref, active]);
}
