import { Button, SelectField, TextField } from '@p2p/ui';
import {
  hasFilters,
  isDay,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionFilters,
} from './transaction-filters';

/** Type, Status and a date range; each change applies at once (and becomes a history entry). */
export function TransactionFilterBar({
  filters,
  onChange,
}: {
  filters: TransactionFilters;
  onChange: (change: Partial<TransactionFilters>) => void;
}) {
  const day = (value: string) => (isDay(value) ? value : null);
  return (
    <form
      className="tx-filters"
      aria-label="Filter transactions"
      onSubmit={(event) => event.preventDefault()}
    >
      <SelectField
        label="Type"
        value={filters.type ?? ''}
        options={[{ value: '', label: 'All types' }, ...TRANSACTION_TYPES]}
        onChange={(event) => onChange({ type: (event.target.value || null) as TransactionFilters['type'] })}
      />
      <SelectField
        label="Status"
        value={filters.status ?? ''}
        options={[{ value: '', label: 'All statuses' }, ...TRANSACTION_STATUSES]}
        onChange={(event) =>
          onChange({ status: (event.target.value || null) as TransactionFilters['status'] })
        }
      />
      <TextField
        label="From"
        type="date"
        value={filters.from ?? ''}
        max={filters.to ?? undefined}
        onChange={(event) => onChange({ from: day(event.target.value) })}
      />
      <TextField
        label="To"
        type="date"
        value={filters.to ?? ''}
        min={filters.from ?? undefined}
        onChange={(event) => onChange({ to: day(event.target.value) })}
      />
      <div className="tx-filters__clear">
        <Button
          variant="ghost"
          disabled={!hasFilters(filters)}
          onClick={() => onChange({ type: null, status: null, from: null, to: null })}
        >
          Clear filters
        </Button>
      </div>
    </form>
  );
}
