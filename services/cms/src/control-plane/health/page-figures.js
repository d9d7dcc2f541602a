'use strict';

const { PAGE_LOAD_ID_MESSAGE, isPageLoadId, validateVersionReport } = require('./event-validation');
const { LOAD_BUCKETS_MS, HISTOGRAM_COLUMNS, bucketOf, percentile } = require('./load-histogram');
const { foldIntoHours, MINUTE_MS } = require('./store');
const { createCounterTables } = require('./tables');
const { controlPlane } = require('../../messages');

/**
 * What a teacher feels of a remote version on a page load, beside its failure rate: the time until
 * the main area's remote rendered its content (`content`) and the page's Core Web Vitals (LCP,
 * INP, CLS) attributed to the remote that owns the page's main area. Kept as histograms per
 * (environment, remote, version, canary flag, figure, minute), folded into hours like the health
 * rows, so p75 per version and window is read by adding bucket counts up.
 */
const FIGURE_MINUTES = 'remote_health_figure_minutes';
const FIGURE_HOURS = 'remote_health_figure_hours';
const FIGURE_KEY = ['environment', 'remote', 'version', 'canary', 'metric', 'bucket'];
const FIGURE_COUNTERS = ['loads', ...HISTOGRAM_COLUMNS];

/** The figures, and the bounds of their buckets: milliseconds, CLS in thousandths of a score. */
const FIGURES = /** @type {const} */ ({
  content: { bounds: LOAD_BUCKETS_MS, scale: 1, max: 600_000 },
  LCP: { bounds: LOAD_BUCKETS_MS, scale: 1, max: 600_000 },
  INP: { bounds: LOAD_BUCKETS_MS, scale: 1, max: 600_000 },
  CLS: { bounds: [10, 25, 50, 75, 100, 150, 200, 250, 400, 600, 1000], scale: 1000, max: 100 },
});
/** @typedef {keyof typeof FIGURES} Figure */
const FIGURE_NAMES = /** @type {Figure[]} */ (Object.keys(FIGURES));
const ALLOWED_KEYS = ['environment', 'remote', 'version', 'canary', 'pageLoadId', 'metric', 'value'];

/**
 * @typedef {{ environment: string, remote: string, version: string, canary: boolean, pageLoadId: string, metric: Figure, value: number }} PageFigure
 */

/**
 * Validates the `data` of POST /api/remote-health/figures (like a health event: the user comes
 * from the token, never from the body).
 * @param {unknown} data
 * @returns {{ ok: true, value: PageFigure } | { ok: false, message: string }}
 */
function validatePageFigure(data) {
  const report = validateVersionReport(data, ALLOWED_KEYS);
  if (!report.ok) return report;
  const { record, remote } = report;
  if (!isPageLoadId(record.pageLoadId)) return { ok: false, message: PAGE_LOAD_ID_MESSAGE };
  if (typeof record.metric !== 'string' || !FIGURE_NAMES.includes(/** @type {Figure} */ (record.metric))) return { ok: false, message: controlPlane.metricOneOf(FIGURE_NAMES) };
  const metric = /** @type {Figure} */ (record.metric);
  const { max } = FIGURES[metric];
  if (typeof record.value !== 'number' || !Number.isFinite(record.value) || record.value < 0 || record.value > max) {
    return { ok: false, message: controlPlane.figureValueRange(metric, max) };
  }
  return { ok: true, value: { environment: record.environment, remote, version: record.version, canary: record.canary, pageLoadId: record.pageLoadId, metric, value: record.value } };
}

/** Creates both tables if missing (every boot). @param {any} knex */
async function ensureFigureTables(knex) {
  await createCounterTables(knex, {
    tables: [FIGURE_MINUTES, FIGURE_HOURS],
    key: FIGURE_KEY,
    counters: FIGURE_COUNTERS,
    keyColumns: (t) => t.string('metric', 10).notNullable(),
  });
}

/**
 * Adds one page figure to its minute's histogram (one `INSERT … ON CONFLICT DO UPDATE`, so the
 * instances of a cluster add up).
 * @param {any} knex @param {PageFigure} figure the canary flag the server's @param {number} [now]
 */
async function recordPageFigure(knex, figure, now = Date.now()) {
  const { bounds, scale } = FIGURES[figure.metric];
  const counts = Object.fromEntries(FIGURE_COUNTERS.map((column) => [column, 0]));
  counts.loads = 1;
  counts[`h${bucketOf(figure.value * scale, bounds)}`] = 1;
  const row = { environment: figure.environment, remote: figure.remote, version: figure.version, canary: figure.canary ? 1 : 0, metric: figure.metric, bucket: Math.floor(now / MINUTE_MS) * MINUTE_MS, ...counts };
  const columns = Object.keys(row);
  const addUp = FIGURE_COUNTERS.map((column) => `${column} = ${FIGURE_MINUTES}.${column} + excluded.${column}`).join(', ');
  await knex.raw(
    `INSERT INTO ${FIGURE_MINUTES} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')}) ON CONFLICT (${FIGURE_KEY.join(', ')}) DO UPDATE SET ${addUp}`,
    Object.values(row),
  );
}

/**
 * @typedef {{ p75: number | null, loads: number }} FigureSummary p75 (ms; CLS as a score) and the page loads it is read from
 * @typedef {Record<Figure, FigureSummary>} PageFigures
 */

/**
 * p75 of every figure of one remote version (and flag) since a moment, from the summed histograms
 * of minutes and hours.
 * @param {any} knex
 * @param {{ environment: string, remote: string, version: string, canary: boolean, since: number }} query
 * @returns {Promise<PageFigures>}
 */
async function readPageFigures(knex, query) {
  const where = { environment: query.environment, remote: query.remote, version: query.version, canary: query.canary ? 1 : 0 };
  const sums = FIGURE_COUNTERS.map((column) => knex.raw(`SUM(${column}) AS ${column}`));
  /** @type {any[]} */
  const rows = [];
  for (const table of [FIGURE_HOURS, FIGURE_MINUTES]) {
    rows.push(...(await knex(table).where(where).andWhere('bucket', '>=', query.since).groupBy('metric').select('metric', ...sums)));
  }
  return /** @type {PageFigures} */ (
    Object.fromEntries(
      FIGURE_NAMES.map((metric) => {
        const mine = rows.filter((row) => row.metric === metric);
        const counts = HISTOGRAM_COLUMNS.map((column) => mine.reduce((sum, row) => sum + Number(row[column] ?? 0), 0));
        const loads = mine.reduce((sum, row) => sum + Number(row.loads ?? 0), 0);
        const { bounds, scale } = FIGURES[metric];
        const p75 = percentile(counts, 0.75, bounds);
        return [metric, { p75: p75 === null ? null : p75 / scale, loads }];
      }),
    )
  );
}

/**
 * p75 of some figures per point in time (`stepMs` wide) for one remote version (and flag), for
 * the health view's charts: `[{ at, content: { p75, loads }, LCP: … }]`, oldest first.
 * @param {any} knex
 * @param {{ environment: string, remote: string, version: string, canary: boolean, since: number, stepMs: number, metrics: Figure[] }} query
 */
async function readPageFigurePoints(knex, query) {
  const where = { environment: query.environment, remote: query.remote, version: query.version, canary: query.canary ? 1 : 0 };
  /** @type {any[]} */
  const rows = [];
  for (const table of [FIGURE_HOURS, FIGURE_MINUTES]) {
    rows.push(...(await knex(table).where(where).whereIn('metric', query.metrics).andWhere('bucket', '>=', query.since).select('metric', 'bucket', ...FIGURE_COUNTERS)));
  }
  /** @type {Map<number, Map<string, { loads: number, counts: number[] }>>} */
  const points = new Map();
  for (const row of rows) {
    const at = Math.floor(Number(row.bucket) / query.stepMs) * query.stepMs;
    const point = points.get(at) ?? new Map();
    const sums = point.get(row.metric) ?? { loads: 0, counts: HISTOGRAM_COLUMNS.map(() => 0) };
    sums.loads += Number(row.loads ?? 0);
    HISTOGRAM_COLUMNS.forEach((column, index) => {
      sums.counts[index] += Number(row[column] ?? 0);
    });
    point.set(row.metric, sums);
    points.set(at, point);
  }
  return [...points.entries()]
    .sort(([a], [b]) => a - b)
    .map(([at, point]) => ({
      at: new Date(at).toISOString(),
      ...Object.fromEntries(
        query.metrics.map((metric) => {
          const sums = point.get(metric);
          const { bounds, scale } = FIGURES[metric];
          const p75 = sums ? percentile(sums.counts, 0.75, bounds) : null;
          return [metric, { p75: p75 === null ? null : p75 / scale, loads: sums?.loads ?? 0 }];
        }),
      ),
    }));
}

/** The figures' retention, the same as the health rows'. @param {any} knex @param {{ minuteDays: number, hourDays: number }} retention @param {number} [now] */
const applyFigureRetention = (knex, retention, now = Date.now()) =>
  foldIntoHours(knex, { minutes: FIGURE_MINUTES, hours: FIGURE_HOURS, key: FIGURE_KEY, counters: FIGURE_COUNTERS }, retention, now);

module.exports = { validatePageFigure, ensureFigureTables, recordPageFigure, readPageFigures, readPageFigurePoints, applyFigureRetention, FIGURE_NAMES, FIGURE_MINUTES, FIGURE_HOURS };
