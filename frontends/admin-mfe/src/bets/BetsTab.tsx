import type { AdminBet } from '@p2p/contracts/api';
import { Card } from '@p2p/ui';
import { useState } from 'react';
import { PagedBody } from '../shared/PagedBody';
import { BetFilterBar } from './BetFilterBar';
import { NO_BET_FILTERS, useBets, type BetFilters, type BetStatusFilter } from './bets-queries';
import { BetsTable, type LocalRuling } from './BetsTable';
import { SettleBetModal } from './SettleBetModal';

const EMPTY: Record<BetStatusFilter, string> = {
  all: 'Bets appear here once an offer is matched.',
  matched: 'No bet is waiting for a result.',
  settled: 'No bet has been settled yet.',
  void: 'No bet has been voided.',
};

/**
 * Bets: the peer-to-peer bets by status, the parts of one exchange offer together, and settlement by
 * hand with a result and a reason.
 */
export function BetsTab() {
  const [filters, setFilters] = useState<BetFilters>(NO_BET_FILTERS);
  // Remounts the filter bar when a bet narrows the list to its offer, so the typed offer id follows.
  const [revision, setRevision] = useState(0);
  const [settling, setSettling] = useState<AdminBet | null>(null);
  // The admin's rulings, shown until the read model reports the bet settled.
  const [rulings, setRulings] = useState<ReadonlyMap<string, LocalRuling>>(new Map());
  const bets = useBets(filters);
  // Every part of the offer, whatever the status filter said: one may have been ruled on alone.
  const showOffer = (offerId: string) => {
    setFilters({ status: 'all', offerId, page: 1 });
    setRevision((current) => current + 1);
  };

  return (
    <div className="admin-stack">
      <Card>
        <BetFilterBar key={revision} filters={filters} onChange={setFilters} />
      </Card>
      <Card title={filters.offerId ? 'Bets of one offer' : 'Peer-to-peer bets'}>
        <PagedBody
          query={bets}
          loadingLabel="Loading bets"
          pagerLabel="Bet pages"
          onPage={(page) => setFilters({ ...filters, page })}
          empty={{
            title: 'No bets found',
            text: filters.offerId ? 'No bet of this offer has this status.' : EMPTY[filters.status],
          }}
        >
          {(items) => (
            <BetsTable
              bets={items}
              rulings={rulings}
              offerShown={filters.offerId}
              onSettle={setSettling}
              onOffer={showOffer}
            />
          )}
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
