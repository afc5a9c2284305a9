import { Button, SelectField, TextField } from '@p2p/ui';
import { useState } from 'react';
import { NO_BET_FILTERS, type BetFilters, type BetStatusFilter } from './bets-queries';

const STATUSES: Array<{ value: BetStatusFilter; label: string }> = [
  { value: 'all', label: 'All bets' },
  { value: 'matched', label: 'Matched (awaiting a result)' },
  { value: 'settled', label: 'Settled' },
  { value: 'void', label: 'Void' },
];

/**
 * The status applies at once; the offer id on Enter or Apply (a bet's "Parts of this offer" fills it
 * in). Any change goes back to page 1.
 */
export function BetFilterBar({
  filters,
  onChange,
}: {
  filters: BetFilters;
  onChange: (filters: BetFilters) => void;
}) {
  const [offerId, setOfferId] = useState(filters.offerId);
  const apply = (change: Partial<BetFilters>) => onChange({ ...filters, ...change, page: 1 });
  return (
    <form
      className="admin-filters"
      aria-label="Filter bets"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        apply({ offerId: offerId.trim() });
      }}
    >
      <SelectField
        label="Status"
        options={STATUSES}
        value={filters.status}
        onChange={(event) => apply({ status: event.target.value as BetStatusFilter })}
      />
      <TextField
        label="Offer id"
        maxLength={64}
        value={offerId}
        onChange={(event) => setOfferId(event.target.value)}
      />
      <div className="admin-filters__actions">
        <Button type="submit">Apply</Button>
        <Button
          variant="ghost"
          disabled={filters.status === 'all' && filters.offerId === '' && offerId === ''}
          onClick={() => {
            setOfferId('');
            onChange(NO_BET_FILTERS);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
