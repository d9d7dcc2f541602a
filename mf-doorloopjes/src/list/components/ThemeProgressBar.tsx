import { messages } from '@doorloopjes/shared';

/** 'N van de M afgerond' as text and as a progress bar (the bar is the same fact, for the eye). */
export function ThemeProgressBar({ themeTitle, done, total }: { themeTitle: string; done: number; total: number }) {
  const text = messages.doorloopjes.themeProgress(done, total);
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <div className="dj-theme-progress">
      <div
        className="dj-progressbar"
        role="progressbar"
        aria-label={messages.doorloopjes.themeProgressLabel(themeTitle)}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
      >
        <div className="dj-progressbar-fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="dj-theme-progress-text">{text}</p>
    </div>
  );
}
