import { Cell, Pie, PieChart } from 'recharts';

export interface DonutSlice {
  key: string;
  value: number;
  colour: string;
}

const SIZE = 180;

/**
 * The drawing only: decorative for assistive technology, which gets the counts from the
 * figure's caption instead. Fixed size, so it needs no resize observer.
 */
export function DonutChart({ slices, centre }: { slices: DonutSlice[]; centre: string }) {
  const drawn = slices.some((slice) => slice.value > 0) ? slices : [{ key: 'empty', value: 1, colour: 'var(--dl-grey)' }];
  return (
    <div className="dj-donut" aria-hidden="true">
      <PieChart width={SIZE} height={SIZE} accessibilityLayer={false}>
        {/* SPEC section 9: cutout 70% (inner radius 70% of the outer one). rootTabIndex -1: the
            drawing is aria-hidden, so nothing in it may take keyboard focus. */}
        <Pie data={drawn} dataKey="value" nameKey="key" innerRadius={SIZE * 0.35} outerRadius={SIZE * 0.5} startAngle={90} endAngle={-270} stroke="none" isAnimationActive={false} rootTabIndex={-1}>
          {drawn.map((slice) => (
            <Cell key={slice.key} fill={slice.colour} />
          ))}
        </Pie>
      </PieChart>
      <span className="dj-donut-centre">{centre}</span>
    </div>
  );
}
