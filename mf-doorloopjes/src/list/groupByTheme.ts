import type { Doorloopje, Theme } from '@doorloopjes/shared';

export interface ThemeGroup {
  /** Stable key and anchor id part: the theme slug, or 'algemeen' for guides without a theme. */
  key: string;
  theme: Theme | null;
  items: Doorloopje[];
}

export const NO_THEME_KEY = 'algemeen';

export function themeKey(item: Doorloopje): string {
  return item.theme?.slug || NO_THEME_KEY;
}

/**
 * Groups in list order: themes appear in the order of their first guide, and guides keep the
 * order the content service returned (book, then page).
 */
export function groupByTheme(items: readonly Doorloopje[]): ThemeGroup[] {
  const groups = new Map<string, ThemeGroup>();
  for (const item of items) {
    const key = themeKey(item);
    let group = groups.get(key);
    if (!group) {
      group = { key, theme: item.theme ?? null, items: [] };
      groups.set(key, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}
