import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2.2 target size (minimum): every pointer target shown is at least 24 by 24 CSS px. Links
 * inside a sentence are exempt (the criterion's inline exception), and so are targets whose size
 * the browser sets (native checkboxes and radios inside a larger label) and links stretched over
 * their card.
 */
export async function expectTargetsAtLeast24(page: Page, what: string): Promise<void> {
  const small = await page.evaluate(() => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="tab"], [role="radio"], [role="checkbox"]';
    // In a sentence: the link's block says more than the link (text may sit in sibling spans).
    const isInline = (element: Element) => {
      const parent = element.parentElement;
      if (!parent || element.tagName !== 'A') return false;
      return (parent.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
    };
    // A 'stretched' link covers its whole card with an absolutely placed ::after: the card is the target.
    const stretched = (element: Element) => {
      const after = getComputedStyle(element, '::after');
      return after.content !== 'none' && after.position === 'absolute';
    };
    const insideLargerLabel = (element: Element) => {
      const label = element.closest('label');
      if (!label) return false;
      const box = label.getBoundingClientRect();
      return box.width >= 24 && box.height >= 24;
    };
    return Array.from(document.querySelectorAll(selector))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') return false;
        // Visually hidden elements (1 px, clipped) are no pointer targets.
        if (box.width <= 1 || box.height <= 1) return false;
        if (element.closest('[aria-hidden="true"], [inert]')) return false;
        if (isInline(element) || stretched(element) || insideLargerLabel(element)) return false;
        return box.width < 24 || box.height < 24;
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        return `${element.tagName.toLowerCase()}.${element.className} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`;
      });
  });
  // Soft: one run lists every page's small targets, not only the first page's.
  expect.soft(small, `targets under 24 x 24 px on ${what}`).toEqual([]);
}
