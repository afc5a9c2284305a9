import { MARKET_FILTERS, type MarketFilter } from './market-filters';
import './markets.css';

/** All Markets, Most Popular, Live Only, Featured: one pressed at a time. */
export function MarketFilterBar({
  value,
  onChange,
  counts,
}: {
  value: MarketFilter;
  onChange: (filter: MarketFilter) => void;
  /** How many matches each filter keeps, shown beside its name. */
  counts?: Partial<Record<MarketFilter, number>>;
}) {
  return (
    <div className="market-filters" role="group" aria-label="Filter markets">
      {MARKET_FILTERS.map((filter) => (
        <button
          key={filter.id}
          type="button"
          className="market-filters__button"
          aria-pressed={value === filter.id}
          title={filter.id === 'popular' ? 'Matches with more than 2 open offers' : undefined}
          onClick={() => onChange(filter.id)}
        >
          {filter.label}
          {counts?.[filter.id] !== undefined && (
            <span className="market-filters__count">{counts[filter.id]}</span>
          )}
        </button>
      ))}
    </div>
  );
}
