export interface DonutSlice {
  key: string;
  value: number;
  colour: string;
}

const SIZE = 180;
/** The donut's cutout is 70% (inner radius 70% of the outer one), as the product asks. */
const OUTER = SIZE / 2;
const INNER = OUTER * 0.7;
const RADIUS = (OUTER + INNER) / 2;
const RING = OUTER - INNER;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The drawing only: decorative for assistive technology, which gets the counts from the
 * figure's caption instead. A ring of stroked circles, one dash per slice, clockwise from the
 * top: three arcs do not need a chart library on the dashboard.
 */
export function DonutChart({ slices, centre }: { slices: DonutSlice[]; centre: string }) {
  const drawn = slices.filter((slice) => slice.value > 0);
  const total = drawn.reduce((sum, slice) => sum + slice.value, 0);
  let start = 0;
  return (
    <div className="dj-donut" aria-hidden="true">
      <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} focusable="false">
        <g transform={`rotate(-90 ${OUTER} ${OUTER})`} fill="none" strokeWidth={RING}>
          {total === 0 ? (
            <circle className="dj-donut-slice" cx={OUTER} cy={OUTER} r={RADIUS} stroke="var(--dl-grey)" />
          ) : (
            drawn.map((slice) => {
              const length = (slice.value / total) * CIRCUMFERENCE;
              const offset = -start;
              start += length;
              return (
                <circle
                  key={slice.key}
                  className="dj-donut-slice"
                  cx={OUTER}
                  cy={OUTER}
                  r={RADIUS}
                  stroke={slice.colour}
                  strokeDasharray={`${length} ${CIRCUMFERENCE - length}`}
                  strokeDashoffset={offset}
                />
              );
            })
          )}
        </g>
      </svg>
      <span className="dj-donut-centre">{centre}</span>
    </div>
  );
}
