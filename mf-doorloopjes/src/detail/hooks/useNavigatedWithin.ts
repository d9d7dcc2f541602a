import { useEffect, useRef, useState } from 'react';

/**
 * True once the page moved from its first slug to another one (previous/next keep the page
 * mounted). The detail below is replaced while the next guide loads, so it cannot remember this.
 */
export function useNavigatedWithin(slug: string): boolean {
  const firstSlug = useRef(slug);
  const [navigated, setNavigated] = useState(false);
  useEffect(() => {
    if (slug !== firstSlug.current) setNavigated(true);
  }, [slug]);
  return navigated || slug !== firstSlug.current;
}
