export interface SkeletonProps {
  /** Number of grey lines. */
  lines?: number;
  label?: string;
  height?: number;
}

/** Grey placeholder blocks shown while data loads; announced as busy for screen readers. */
export function Skeleton({ lines = 3, label, height = 14 }: SkeletonProps) {
  return (
    <div className="dl-skeleton" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className="dl-skeleton-line" style={{ height, width: `${100 - (index % 3) * 15}%` }} />
      ))}
    </div>
  );
}
