import type { Page } from '@playwright/test';

/**
 * Layout checks on element boxes, not on pixels: what a person sees on a small screen. Each
 * returns a list of findings (empty when the page is right), described so a failure explains
 * itself. The functions passed to `page.evaluate` run in the browser and share nothing with this
 * module, so each carries the few helpers it needs.
 */

/** Controls whose label must stay on one line: buttons, fields, radios and the bottom bar's links. */
const CONTROLS = 'button, select, input:not([type="hidden"]), label:has(> input[type="radio"]), [role="radio"], [role="tab"], nav[aria-label] a';

/**
 * No horizontal scroll, and nothing shown cut by the viewport's left or right edge (a fixed bar
 * wider than the screen scrolls nothing, its end is simply gone).
 */
export function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const findings: string[] = [];
    const scroll = document.documentElement.scrollWidth - width;
    if (scroll > 0) findings.push(`the page scrolls ${scroll} px sideways`);
    // Clipped away by a scroller or a carousel's frame: not shown, so not cut by the screen.
    const clippedAway = (element: Element, box: DOMRect) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const frame = parent.getBoundingClientRect();
        if (box.left < frame.left - 1 || box.right > frame.right + 1) return true;
      }
      return false;
    };
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      if (element.children.length > 0 && !element.matches('button, a, label, select, input')) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).visibility === 'hidden') continue;
      // Wholly outside (a skip link waiting for focus) is placed there on purpose; partly is cut.
      if ((box.left >= -1 && box.right <= width + 1) || box.right <= 0 || box.left >= width) continue;
      if (clippedAway(element, box)) continue;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30);
      findings.push(`${element.tagName.toLowerCase()} "${name}" reaches ${Math.round(box.left)}..${Math.round(box.right)} px of ${width}`);
    }
    return findings;
  });
}

/**
 * No control split over lines: the label of a button, field, radio or bar link is on one line,
 * and a radio group is one row or a stack of evenly sized options, never two and one.
 */
export function controlsSplitOverLines(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const findings: string[] = [];
    const lineCount = (element: Element) => {
      const bottoms: number[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Visually hidden text (a name for assistive technology in a 1 px clip) is not seen.
        if (!node.textContent?.trim() || (node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) {
          if (rect.width < 1 || rect.height < 1) continue;
          if (!bottoms.some((bottom) => Math.abs(bottom - rect.bottom) < rect.height / 2)) bottoms.push(rect.bottom);
        }
      }
      return bottoms.length;
    };
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden' && !element.closest('[aria-hidden="true"], [inert]');
    };
    for (const control of Array.from(document.querySelectorAll(selector))) {
      if (!visible(control)) continue;
      const text = (control.textContent ?? '').trim().replace(/\s+/g, ' ');
      // A card that is one big button (a suggestion with its explanation) has lines by design.
      if (!text || text.length > 30) continue;
      const lines = lineCount(control);
      if (lines > 1) findings.push(`"${text}" is split over ${lines} lines`);
    }
    for (const group of Array.from(document.querySelectorAll('fieldset:has(input[type="radio"]), [role="radiogroup"]'))) {
      const options = Array.from(group.querySelectorAll('label:has(> input[type="radio"]), [role="radio"]')).filter(visible);
      if (options.length < 2) continue;
      const boxes = options.map((option) => option.getBoundingClientRect());
      const oneRow = boxes.every((box) => Math.abs(box.top - boxes[0]!.top) < 2);
      const stacked =
        new Set(boxes.map((box) => Math.round(box.top))).size === boxes.length &&
        boxes.every((box) => Math.abs(box.left - boxes[0]!.left) < 2 && Math.abs(box.width - boxes[0]!.width) < 2);
      if (!oneRow && !stacked) {
        const name = group.querySelector('legend')?.textContent ?? group.getAttribute('aria-label') ?? '';
        findings.push(`the radio group "${name}" is neither one row nor an even stack: ${boxes.map((box) => `${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)} px`).join('; ')}`);
      }
    }
    return findings;
  }, CONTROLS);
}

/**
 * No text under a fixed element. Something floating over the page (a button in a corner) must
 * cover no text at any scroll position; a bar along the whole top or bottom edge has the page run
 * under it while scrolling, so there the page must end with room for it: at the end of the scroll
 * no text is under the bar.
 */
export async function textUnderFixedElements(page: Page): Promise<string[]> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  const step = await page.evaluate(() => Math.max(100, Math.floor(window.innerHeight / 2)));
  const positions = [...Array.from({ length: Math.floor(height / step) + 1 }, (_, index) => index * step), height];
  const findings = new Set<string>();
  for (const [index, y] of positions.entries()) {
    const atEnd = index === positions.length - 1;
    // The end is measured again there until the page stops growing: images that load on the way make it longer.
    await page.evaluate(async ([top, end]) => {
      window.scrollTo(0, top);
      for (let last = -1; end && last !== document.documentElement.scrollHeight; ) {
        last = document.documentElement.scrollHeight;
        window.scrollTo(0, last);
        await new Promise((resolve) => setTimeout(resolve, 400));
      }
    }, [y, atEnd ? 1 : 0] as const);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const found = await page.evaluate((checkBars) => {
      const width = document.documentElement.clientWidth;
      const viewHeight = window.innerHeight;
      const isFixed = (element: Element) => getComputedStyle(element).position === 'fixed';
      const fixed = Array.from(document.querySelectorAll('body *')).filter((element) => {
        if (!isFixed(element)) return false;
        const box = element.getBoundingClientRect();
        return box.width > 1 && box.height > 1 && box.bottom > 0 && box.top < viewHeight && getComputedStyle(element).visibility !== 'hidden';
      });
      function isFixedAncestor(element: Element | null): boolean {
        for (let parent = element; parent; parent = parent.parentElement) if (isFixed(parent)) return true;
        return false;
      }
      const isBar = (box: DOMRect) => box.width >= width - 1 && (box.top <= 1 || box.bottom >= viewHeight - 1);
      const covers = fixed.filter((element) => checkBars || !isBar(element.getBoundingClientRect()));
      if (covers.length === 0) return [];
      // Text the reader sees: not clipped away by a scroller, not inside a fixed element itself.
      const clip = (element: Element, box: DOMRect) => {
        let { left, top, right, bottom } = box;
        for (let parent: Element | null = element; parent && parent !== document.body; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const frame = parent.getBoundingClientRect();
          left = Math.max(left, frame.left);
          top = Math.max(top, frame.top);
          right = Math.min(right, frame.right);
          bottom = Math.min(bottom, frame.bottom);
        }
        return { left, top, right, bottom };
      };
      const results: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        const parent = node.parentElement;
        if (!text || !parent || isFixedAncestor(parent) || getComputedStyle(parent).visibility === 'hidden') continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) {
          if (rect.width <= 1 || rect.height <= 1) continue;
          const seen = clip(parent, rect);
          for (const element of covers) {
            const box = element.getBoundingClientRect();
            const overlapX = Math.min(seen.right, box.right) - Math.max(seen.left, box.left);
            const overlapY = Math.min(seen.bottom, box.bottom) - Math.max(seen.top, box.top);
            if (overlapX > 2 && overlapY > 2) {
              const name = element.getAttribute('aria-label') ?? element.className.toString();
              results.push(`"${text.slice(0, 30)}" is under the fixed ${element.tagName.toLowerCase()} "${name}"`);
            }
          }
        }
      }
      return results;
    }, atEnd);
    for (const finding of found) findings.add(finding);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return [...findings];
}

/**
 * No text clipped or overlapping, no control out of reach (WCAG 1.4.4, 1.4.10, 1.4.12): a line of
 * text that runs out of a box hiding its overflow (cut off, an ellipsis, a clamp) is lost; two
 * lines of different elements on top of each other are unreadable; a control that is cut by such
 * a box or lies beyond the page's left edge cannot be seen or reached. Scrolling boxes are fine:
 * what they hold is reached by scrolling them (the cluster canvas, a carousel).
 */
export function clippedOrOverlapping(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const findings: string[] = [];
    const hides = (style: CSSStyleDeclaration) => ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
    const scrolls = (style: CSSStyleDeclaration) => ['auto', 'scroll'].includes(style.overflowX) || ['auto', 'scroll'].includes(style.overflowY);
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.opacity !== '0' && !element.closest('[inert]');
    };
    /** The first box around `element` that hides what runs out of it (none when a scroller comes first). */
    const clipper = (element: Element): Element | null => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (scrolls(style)) return null;
        if (hides(style)) return parent;
      }
      return null;
    };
    const cut = (box: DOMRect, frame: DOMRect) => box.left < frame.left - 1 || box.right > frame.right + 1 || box.top < frame.top - 1 || box.bottom > frame.bottom + 1;
    const label = (text: string) => `"${text.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;

    // Fixed and sticky bars lie over the page on purpose while it scrolls (textUnderFixedElements checks the page's end).
    const floats = (element: Element) => {
      for (let parent: Element | null = element; parent; parent = parent.parentElement) if (['fixed', 'sticky'].includes(getComputedStyle(parent).position)) return true;
      return false;
    };
    const lines: Array<{ owner: Element; box: DOMRect; text: string; floats: boolean }> = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      const text = node.textContent ?? '';
      if (!owner || !text.trim() || !shown(owner) || owner.closest('script, style, noscript')) continue;
      const ownerBox = owner.getBoundingClientRect();
      // Visually hidden text (a name for assistive technology in a 1 px clip) is not seen.
      if (ownerBox.width <= 1 || ownerBox.height <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const frame = clipper(owner);
      const frameBox = frame?.getBoundingClientRect();
      // A whole box hidden on purpose (a closed panel, a collapsed row) is not clipped text.
      if (frameBox && (frameBox.width <= 1 || frameBox.height <= 1)) continue;
      for (const box of Array.from(range.getClientRects())) {
        if (box.width < 1 || box.height < 1) continue;
        if (frameBox && cut(box, frameBox)) {
          findings.push(`text ${label(text)} is clipped by ${frame!.tagName.toLowerCase()}.${frame!.className}`);
          break;
        }
        lines.push({ owner, box, text, floats: floats(owner) });
      }
    }
    // Lines of different elements on top of each other (by more than a sliver: descenders touch).
    for (let i = 0; i < lines.length; i += 1) {
      const a = lines[i]!;
      for (let j = i + 1; j < lines.length; j += 1) {
        const b = lines[j]!;
        if (a.floats !== b.floats || a.owner === b.owner || a.owner.contains(b.owner) || b.owner.contains(a.owner)) continue;
        const overlapX = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const overlapY = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (overlapX > 2 && overlapY > Math.min(a.box.height, b.box.height) / 3) findings.push(`text ${label(a.text)} overlaps ${label(b.text)}`);
      }
    }
    const controls = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';
    for (const control of Array.from(document.querySelectorAll(controls))) {
      const box = control.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || !shown(control) || control.closest('[aria-hidden="true"]')) continue;
      const frame = clipper(control);
      const frameBox = frame?.getBoundingClientRect();
      const name = label(control.getAttribute('aria-label') ?? control.textContent ?? '');
      if (frameBox && frameBox.width > 1 && frameBox.height > 1 && cut(box, frameBox)) findings.push(`${control.tagName.toLowerCase()} ${name} is cut by ${frame!.tagName.toLowerCase()}.${frame!.className}`);
      // Left of the page cannot be scrolled to (a skip link waits there wholly, on purpose).
      else if (box.left < -1 && box.right > 0) findings.push(`${control.tagName.toLowerCase()} ${name} starts left of the page`);
    }
    return [...new Set(findings)];
  });
}
