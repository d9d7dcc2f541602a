/**
 * The figures a chart can show: the health rows' (per point of `points`) and the page figures'
 * p75 (per point of `figurePoints`).
 * @typedef {'sessions' | 'failureRate' | 'p75' | 'content' | 'LCP'} ChartFigure
 */
const PAGE_FIGURES = ['content', 'LCP'];

/**
 * Turns the overview's per-version series into rows for recharts: one row per point in time,
 * one column per version (canary beside stable), for the figure asked for.
 * @param {Array<{ version: string, canary: boolean, points: Array<Record<string, any>>, figurePoints?: Array<Record<string, any>> }>} versions
 * @param {ChartFigure} figure
 */
export function chartRows(versions, figure) {
  const pageFigure = PAGE_FIGURES.includes(figure);
  /** @type {Map<string, Record<string, any>>} */
  const rows = new Map();
  for (const entry of versions) {
    const key = seriesName(entry);
    for (const point of (pageFigure ? entry.figurePoints : entry.points) ?? []) {
      const row = rows.get(point.at) ?? { at: point.at };
      const value = pageFigure ? point[figure]?.p75 ?? null : point[figure];
      row[key] = figure === 'failureRate' && value !== null ? Math.round(value * 1000) / 10 : value;
      rows.set(point.at, row);
    }
  }
  return [...rows.values()].sort((a, b) => String(a.at).localeCompare(String(b.at)));
}

/** @param {{ version: string, canary: boolean }} entry */
export const seriesName = (entry) => `${entry.version} (${entry.canary ? 'canary' : 'stabiel'})`;

/** @param {string} at @param {number} stepMs */
export function timeLabel(at, stepMs) {
  const date = new Date(at);
  return stepMs >= 86_400_000 || stepMs >= 6 * 3_600_000
    ? date.toLocaleString('nl-NL', { weekday: 'short', hour: '2-digit', minute: '2-digit' })
    : date.toLocaleTimeString('nl-NL', { hour: '2-digit', minute: '2-digit' });
}

/** @param {number | null} rate */
export const percentText = (rate) => (rate === null ? '–' : `${(rate * 100).toFixed(1).replace('.', ',')}%`);
/** @param {number | null} ms */
export const msText = (ms) => (ms === null || ms === undefined ? '–' : `${Math.round(ms)} ms`);
