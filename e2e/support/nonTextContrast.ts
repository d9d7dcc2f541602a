import type { Page } from '@playwright/test';

/**
 * WCAG 1.4.11 non-text contrast, measured on the page as it is drawn: the boundary of fields, the
 * mark of a checked custom radio (the status picker) or a pressed toggle, the icon of a control that
 * has only an icon, and the focus ring, each at least 3:1 against what lies behind it. Native
 * checkboxes and radios are drawn by the browser and left out; disabled controls are exempt.
 * Backgrounds are composed from the element's ancestors; where an image or a gradient lies behind,
 * nothing is claimed. Each function returns findings (empty when all is well).
 */

const MINIMUM = 3;

/** The colour helpers, passed into the page as source (page.evaluate shares no scope). */
function installColourHelpers(): void {
  type Rgba = [number, number, number, number];
  const parse = (colour: string): Rgba | null => {
    const match = colour.match(/rgba?\(([\d.]+)[, ]+([\d.]+)[, ]+([\d.]+)(?:[,/ ]+([\d.]+))?\)/);
    return match ? [Number(match[1]), Number(match[2]), Number(match[3]), match[4] === undefined ? 1 : Number(match[4])] : null;
  };
  const over = (top: Rgba, below: Rgba): Rgba => [0, 1, 2].map((i) => top[i]! * top[3] + below[i]! * (1 - top[3])).concat(1) as Rgba;
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const ratio = (a: Rgba, b: Rgba) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };
  /** The opaque colour behind `element` (itself included), or null where an image or gradient is part of it. */
  const behind = (element: Element | null): Rgba | null => {
    const layers: Rgba[] = [];
    for (let node = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.backgroundImage !== 'none') return null;
      const colour = parse(style.backgroundColor);
      if (colour && colour[3] > 0) layers.push(colour);
      if (colour && colour[3] === 1) break;
    }
    return layers.reduceRight<Rgba>((below, top) => over(top, below), [255, 255, 255, 1]);
  };
  const describe = (element: Element) => {
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    return `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''} "${name}"`;
  };
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && !element.closest('[inert], [aria-hidden="true"]:not(svg)');
  };
  Object.assign(window, { __contrast: { parse, over, ratio, behind, describe, visible } });
}

type Helpers = {
  parse: (colour: string) => [number, number, number, number] | null;
  over: (top: [number, number, number, number], below: [number, number, number, number]) => [number, number, number, number];
  ratio: (a: [number, number, number, number], b: [number, number, number, number]) => number;
  behind: (element: Element | null) => [number, number, number, number] | null;
  describe: (element: Element) => string;
  visible: (element: Element) => boolean;
};

async function install(page: Page): Promise<void> {
  await page.evaluate(`(${installColourHelpers.toString()})()`);
}

/**
 * Fields, checked custom radios, pressed toggles and icon-only controls, in the state they are in
 * now; with `hoveredOnly`, only what the mouse is over (measured after a hover).
 */
export async function stateContrast(page: Page, { hoveredOnly = false } = {}): Promise<string[]> {
  await install(page);
  return page.evaluate(
    ([minimum, hovered]) => {
      const h = (window as unknown as { __contrast: Helpers }).__contrast;
      const findings: string[] = [];
      const wanted = (element: Element) => h.visible(element) && !element.matches(':disabled, [aria-disabled="true"]') && (!hovered || element.matches(':hover'));
      const report = (what: string, element: Element, value: number) => {
        if (value < minimum) findings.push(`${what} ${h.describe(element)} ${value.toFixed(2)}:1`);
      };
      // A field is recognised by its border or by a fill of its own, whichever stands out more.
      for (const field of Array.from(document.querySelectorAll('input:not([type="hidden"], [type="checkbox"], [type="radio"], [type="submit"], [type="button"]), select, textarea'))) {
        if (!wanted(field)) continue;
        const outside = h.behind(field.parentElement);
        const fill = h.behind(field);
        if (!outside || !fill) continue;
        const style = getComputedStyle(field);
        const sides = (['Top', 'Right', 'Bottom', 'Left'] as const).filter((side) => parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1);
        const borders = sides.map((side) => h.parse(style.getPropertyValue(`border-${side.toLowerCase()}-color`))).filter((colour) => colour !== null);
        const best = Math.max(h.ratio(fill, outside), ...borders.map((colour) => h.ratio(h.over(colour, outside), outside)));
        report('field border', field, best);
      }
      // A custom radio (the real input invisible on top): the checked mark is the drawn element next to it.
      for (const input of Array.from(document.querySelectorAll('input[type="radio"]:checked, input[type="checkbox"]:checked'))) {
        if (getComputedStyle(input).opacity !== '0' || !input.nextElementSibling) continue;
        const mark = input.nextElementSibling;
        if (hovered && !input.matches(':hover')) continue;
        const fill = h.behind(mark);
        const outside = h.behind(mark.parentElement?.parentElement ?? null);
        if (fill && outside) report('checked option', mark, h.ratio(fill, outside));
      }
      // A pressed toggle shows its state by a fill or a border.
      for (const toggle of Array.from(document.querySelectorAll('[aria-pressed="true"], [role="switch"][aria-checked="true"]'))) {
        if (!wanted(toggle)) continue;
        const fill = h.behind(toggle);
        const outside = h.behind(toggle.parentElement);
        if (!fill || !outside) continue;
        const border = h.parse(getComputedStyle(toggle).borderTopColor);
        const width = parseFloat(getComputedStyle(toggle).borderTopWidth);
        report('pressed toggle', toggle, Math.max(h.ratio(fill, outside), border && width >= 1 ? h.ratio(h.over(border, outside), outside) : 1));
      }
      // An icon that is the only thing a control shows.
      for (const control of Array.from(document.querySelectorAll('a[href], button, [role="button"]'))) {
        const icon = control.querySelector('svg');
        if (!icon || (control.textContent ?? '').trim() !== '' || !wanted(control) || !h.visible(icon)) continue;
        const background = h.behind(control);
        if (!background) continue;
        const paints = [icon, ...Array.from(icon.querySelectorAll('path, circle, rect, line, polyline, polygon, ellipse'))].flatMap((shape) => {
          const style = getComputedStyle(shape);
          return [style.fill, style.stroke].map((paint) => h.parse(paint)).filter((colour) => colour !== null && colour[3] > 0);
        });
        if (paints.length === 0) continue;
        report('icon', control, Math.max(...paints.map((paint) => h.ratio(h.over(paint!, background), background))));
      }
      return findings;
    },
    [MINIMUM, hoveredOnly] as const,
  );
}

/**
 * The focus ring of every control on the page, as a keyboard user sees it: one Tab puts the browser
 * in keyboard mode, then each control is focused in turn. The ring is the control's outline or
 * box shadow, or (a custom radio) the drawn element next to it, or (a card whose title is the
 * link) the nearest of three ancestors that draws a ring while focus is within; it must exist and
 * stand out 3:1 against what lies behind the control.
 */
export async function focusRingContrast(page: Page): Promise<string[]> {
  await install(page);
  await page.keyboard.press('Tab');
  return page.evaluate((minimum) => {
    const h = (window as unknown as { __contrast: Helpers }).__contrast;
    const findings: string[] = [];
    const ring = (element: Element) => {
      const style = getComputedStyle(element);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) return h.parse(style.outlineColor);
      if (style.boxShadow !== 'none') return h.parse(style.boxShadow);
      return null;
    };
    const selector = 'a[href], button:not(:disabled), input:not([type="hidden"], :disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';
    for (const control of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const drawn = getComputedStyle(control).opacity === '0' ? control.nextElementSibling : control;
      if (!drawn || !h.visible(drawn) || !h.visible(control)) continue;
      control.focus({ preventScroll: true });
      if (document.activeElement !== control || !control.matches(':focus-visible')) continue;
      let around: Element | null = control.parentElement;
      for (let depth = 0; around && depth < 3 && !ring(around); depth += 1) around = around.parentElement;
      const holder = [control, drawn].find((element) => ring(element)) ?? (around && ring(around) ? around : null);
      const colour = holder ? ring(holder) : null;
      if (!colour || !holder) {
        findings.push(`no focus ring on ${h.describe(control)}`);
        continue;
      }
      const background = h.behind(holder.parentElement);
      if (!background) continue;
      const value = h.ratio(h.over(colour, background), background);
      if (value < minimum) findings.push(`focus ring ${h.describe(control)} ${value.toFixed(2)}:1`);
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return findings;
  }, MINIMUM);
}
