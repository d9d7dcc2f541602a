/**
 * jsdom has no matchMedia. This fake answers width queries ('(max-width: 768px)',
 * '(min-width: 769px)') for a pretended viewport width; other queries do not match. The shared
 * test setup puts the original back after every test.
 */
const WIDTH_QUERY = /\((max|min)-width:\s*(\d+)px\)/g;
let original: typeof window.matchMedia | undefined;
let emulating = false;

function matchesWidth(query: string, width: number): boolean {
  const conditions = [...query.matchAll(WIDTH_QUERY)];
  return conditions.length > 0 && conditions.every(([, bound, px]) => (bound === 'max' ? width <= Number(px) : width >= Number(px)));
}

/** Pretends the viewport is `width` px wide until the end of the test (or until the returned function runs). */
export function emulateViewportWidth(width: number): () => void {
  if (!emulating) original = window.matchMedia;
  emulating = true;
  window.matchMedia = (query: string) =>
    ({
      matches: matchesWidth(query, width),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
  return restoreViewport;
}

/** Puts jsdom's own (absent) matchMedia back. */
export function restoreViewport(): void {
  if (!emulating) return;
  emulating = false;
  if (original) window.matchMedia = original;
  else Reflect.deleteProperty(window, 'matchMedia');
}
