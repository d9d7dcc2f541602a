import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartRows, seriesName, timeLabel } from './chartData';

/** Stable in blue, canaries in orange and red: canary beside stable at a glance. */
const COLOURS = { stable: ['#4945ff', '#7b79ff'], canary: ['#d9822f', '#d02b20'] };

/**
 * One figure over time, one line per version.
 * @param {{ title: string, unit: string, figure: import('./chartData').ChartFigure, versions: any[], stepMs: number }} props
 */
export function HealthChart({ title, unit, figure, versions, stepMs }) {
  const rows = chartRows(versions, figure);
  let stable = 0;
  let canary = 0;
  return (
    <figure aria-label={title} style={{ margin: 0, padding: 16, background: '#fff', borderRadius: 4, minWidth: 0 }}>
      <figcaption style={{ fontWeight: 600, marginBottom: 8 }}>{title}</figcaption>
      <div style={{ width: '100%', height: 220 }}>
        <ResponsiveContainer>
          <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="at" tickFormatter={(at) => timeLabel(at, stepMs)} minTickGap={24} />
            <YAxis unit={unit} width={64} />
            <Tooltip labelFormatter={(at) => timeLabel(String(at), stepMs)} />
            <Legend />
            {versions.map((entry) => {
              const colour = entry.canary ? COLOURS.canary[canary++ % 2] : COLOURS.stable[stable++ % 2];
              const name = seriesName(entry);
              return <Line key={name} dataKey={name} name={name} stroke={colour} strokeDasharray={entry.canary ? '6 3' : undefined} dot={{ r: 3 }} connectNulls isAnimationActive={false} />;
            })}
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
