/** /webinars/:slug: download sizes come in bytes and are shown in KB to one decimal. */
export function formatKb(bytes: number | null | undefined): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '';
  return `${(bytes / 1024).toFixed(1)} KB`;
}
