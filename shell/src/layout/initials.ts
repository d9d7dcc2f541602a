import type { User } from '@doorloopjes/shared';

/**
 * The first letters of the first and last word of the name, or the first two
 * letters of a single word; upper case.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words[words.length - 1];
  if (!first || !last) return '';
  if (words.length === 1) return Array.from(first).slice(0, 2).join('').toUpperCase();
  return `${Array.from(first)[0] ?? ''}${Array.from(last)[0] ?? ''}`.toUpperCase();
}

/** The name the layout shows: the full name, else the e-mail address. */
export function displayName(user: Pick<User, 'fullName' | 'email'>): string {
  return user.fullName?.trim() || user.email;
}
