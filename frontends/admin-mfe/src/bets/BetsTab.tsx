import type { AdminBet } from '@p2p/contracts/api';
import { Card, SelectField } from '@p2p/ui';
import { useState } from 'react';
import { PagedBody } from '../shared/PagedBody';
import { useBets, type BetFilters, type BetStatusFilter } from './bets-queries';
import { BetsTable, type LocalRuling } from './BetsTable';
import { SettleBetModal } from './SettleBetModal';

const STATUSES: Array<{ value: BetStatusFilter; label: string }> = [
  { value: 'all', label: 'All bets' },
  { value: 'matched', label: 'Matched (awaiting a result)' },
  { value: 'settled', label: 'Settled' },
  { value: 'void', label: 'Void' },
];

const EMPTY: Record<BetStatusFilter, string> = {
  all: 'Bets appear here once an offer is matched.',
  matched: 'No bet is waiting for a result.',
  settled: 'No bet has been settled yet.',
  void: 'No bet has been voided.',
};

/** Bets: the peer-to-peer bets by status, and settlement by hand with a result and a reason. */
export function BetsTab() {
  const [filters, setFilters] = useState<BetFilters>({ status: 'all', page: 1 });
  const [settling, setSettling] = useState<AdminBet | null>(null);
  // The admin's rulings, shown until the read model reports the bet settled.
  const [rulings, setRulings] = useState<ReadonlyMap<string, LocalRuling>>(new Map());
  const bets = useBets(filters);

  return (
    <div className="admin-stack">
      <Card>
        <form className="admin-filters" aria-label="Filter bets" onSubmit={(event) => event.preventDefault()}>
          <SelectField
            label="Status"
            options={STATUSES}
            value={filters.status}
            onChange={(event) => setFilters({ status: event.target.value as BetStatusFilter, page: 1 })}
          />
        </form>
      </Card>
      <Card title="Peer-to-peer bets">
        <PagedBody
          query={bets}
          loadingLabel="Loading bets"
          pagerLabel="Bet pages"
          onPage={(page) => setFilters({ ...filters, page })}
          empty={{ title: 'No bets found', text: EMPTY[filters.status] }}
        >
          {(items) => <BetsTable bets={items} rulings={rulings} onSettle={setSettling} />}
        </PagedBody>
      </Card>
      {settling && (
        <SettleBetModal
          bet={settling}
          onClose={() => setSettling(null)}
          onSettled={(ruling) => setRulings((current) => new Map(current).set(settling.id, ruling))}
        />
      )}
    </div>
  );
}
