import { messages } from '@doorloopjes/shared';
import type { KennisbankKind } from '../kennisbank';

const FILTERS: Array<{ kind: KennisbankKind | null; label: string }> = [
  { kind: null, label: messages.content.filterAll },
  { kind: 'artikel', label: messages.content.filterArticles },
  { kind: 'why', label: messages.content.filterWhy },
  { kind: 'how', label: messages.content.filterHow },
];

interface KennisbankFiltersProps {
  active: KennisbankKind | null;
  onChange: (kind: KennisbankKind | null) => void;
}

/** Alles / Artikelen / Waarom? / Hoe?: toggle buttons; pressing the active one returns to all. */
export function KennisbankFilters({ active, onChange }: KennisbankFiltersProps) {
  return (
    <div className="ct-filters" role="group" aria-label={messages.content.filterLabel}>
      {FILTERS.map(({ kind, label }) => (
        <button
          key={label}
          type="button"
          className="ct-filter"
          aria-pressed={active === kind}
          onClick={() => onChange(active === kind ? null : kind)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
