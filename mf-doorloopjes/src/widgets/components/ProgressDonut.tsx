import { useSessionStore } from '@doorloopjes/runtime';
import { messages } from '@doorloopjes/shared';
import { useMemo } from 'react';
import { useUserProgress } from '../../progress/hooks/useUserProgress';
import { DonutChart, type DonutSlice } from './DonutChart';
import { completedPercent, progressCounts } from '../progressCounts';
import '../widgets.css';

/** Green completed, yellow in progress, grey not started. */
const COLOURS = { completed: '#2e7d32', inProgress: '#f2b705', notStarted: '#c4c4c4' } as const;

/** Dashboard widget: the user's progress as a donut with the total in the centre. */
export default function ProgressDonut() {
  const list = useSessionStore((state) => state.doorloopjes);
  const progress = useUserProgress();
  const counts = useMemo(() => progressCounts(list, progress), [list, progress]);
  const legend = [
    { key: 'completed', label: messages.doorloopjes.statusCompleted, value: counts.completed, colour: COLOURS.completed },
    { key: 'inProgress', label: messages.doorloopjes.statusInProgress, value: counts.inProgress, colour: COLOURS.inProgress },
    { key: 'notStarted', label: messages.doorloopjes.statusNotStarted, value: counts.notStarted, colour: COLOURS.notStarted },
  ];
  const slices: DonutSlice[] = legend.map(({ key, value, colour }) => ({ key, value, colour }));

  return (
    <section className="dj-widget dj-progress" aria-labelledby="dj-progress-title">
      <h2 id="dj-progress-title">{messages.doorloopjes.progressTitle}</h2>
      <figure className="dj-progress-figure">
        <DonutChart slices={slices} centre={String(counts.total)} />
        {/* The text alternative of the chart, visible for everyone: the three counts and the total. */}
        <figcaption>
          <p className="dj-progress-summary">{messages.doorloopjes.progressSummary(completedPercent(counts))}</p>
          <ul className="dj-legend">
            {legend.map((entry) => (
              <li key={entry.key}>
                <span className="dj-legend-swatch" style={{ background: entry.colour }} aria-hidden="true" />
                {entry.label}: <strong>{entry.value}</strong>
              </li>
            ))}
          </ul>
          <p className="dl-visually-hidden">
            {counts.total} {messages.doorloopjes.progressTotal}
          </p>
        </figcaption>
      </figure>
    </section>
  );
}
