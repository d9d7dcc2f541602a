/** Where a dialog, the tour or a menu holds focus, a route change must not take it away. */
const FOCUS_KEEPERS = '[role="dialog"], [role="alertdialog"], [aria-modal="true"]';

/**
 * Moves focus to the shown page's main heading (the h1 in `main`), so keyboard and screen-reader
 * users start reading the new page at its top instead of at the link they left or at `<body>`.
 * The heading is made focusable by script only (`tabIndex -1`), never a Tab stop. Returns false
 * when focus was left alone (an open dialog or the tour keeps it, or there is no heading).
 */
export function focusPageHeading(root: ParentNode = document): boolean {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active.closest(FOCUS_KEEPERS)) return false;
  const heading = root.querySelector<HTMLElement>('main h1') ?? root.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
  return true;
}
