import { useEffect, useState } from 'react';

/**
 * The id of the section nearest the top of the viewport. Sections entering a band near the top
 * of the screen become active; without IntersectionObserver (old browsers, jsdom) it stays on
 * the first section.
 */
export function useScrollSpy(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  const idsKey = ids.join('|');

  useEffect(() => {
    const sectionIds = idsKey === '' ? [] : idsKey.split('|');
    setActive((current) => (current && sectionIds.includes(current) ? current : sectionIds[0]));
    if (typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        // The first section in list order that is in the band wins.
        const first = sectionIds.find((id) => visible.has(id));
        if (first) setActive(first);
      },
      { rootMargin: '-15% 0px -65% 0px' },
    );
    for (const id of sectionIds) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [idsKey]);

  return active;
}
