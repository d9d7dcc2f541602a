/** Dates are shown in Dutch (nl-NL), in the Netherlands' time zone, whatever the browser's zone. */
const TIME_ZONE = 'Europe/Amsterdam';

/**
 * A formatter made on first use: making one for a time zone takes the browser milliseconds (on a
 * phone, several), and most pages that import these helpers use one of them or none.
 */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat(locale, { ...options, timeZone: TIME_ZONE }));
}

const longDate = formatter('nl-NL', { day: 'numeric', month: 'long', year: 'numeric' });
const longDateTime = formatter('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const isoParts = formatter('en-CA', { day: '2-digit', month: '2-digit', year: 'numeric' });
const shortDate = formatter('nl-NL', { day: '2-digit', month: '2-digit', year: 'numeric' });

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '21 november 2026'; empty for a missing or invalid date. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? longDate().format(date) : '';
}

/** '21 november 2026 om 14:30'. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? longDateTime().format(date).replace(',', ' om') : '';
}

/** '21-11-2026'. */
export function formatShortDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? shortDate().format(date) : '';
}

/** '2026-11-21' (the Dutch calendar day), for file names that sort by date. */
export function formatIsoDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const part = (type: Intl.DateTimeFormatPartTypes) => isoParts().formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Milliseconds since the epoch, or null, for sorting by optional dates. */
export function timeOf(value: string | null | undefined): number | null {
  return toDate(value)?.getTime() ?? null;
}
