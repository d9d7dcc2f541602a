import { FrameLayout } from './FrameLayout';

/**
 * The logged-in frame while the layout's code and the user are on their way: the real main
 * navigation (the links of the remotes that are on, the current page marked), an outline of the
 * top bar and grey lines where the page will be (FrameLayout). The static server renders this
 * into the HTML of every logged-in path (src/prerender/renderFrameSkeleton), so the first paint
 * needs no script, and React hydrates it: the layout's first render is this same outline.
 */
export function LayoutSkeleton() {
  return <FrameLayout ready={null} />;
}
