import { Button, Money, Notice, PageHeader } from '@p2p/ui';
import { useSession } from '@p2p/web-session';
import { useState, type ReactNode } from 'react';
import { useDashboard } from '../football/use-football';
import { useMatchesOffers, useOffers } from '../shared/api/betting-queries';
import { useBettingActions } from '../shared/offers/actions-context';
import { CardSkeletons, ListEmpty } from '../shared/ui/ListStates';
import { filterMatches, MARKET_FILTERS, type MarketFilter } from './market-filters';
import { MarketFilterBar } from './MarketFilterBar';
import { MatchCard } from './MatchCard';
import { usePremiumMarkets } from './use-premium-markets';
import type { Match } from '../football/football-types';
import './markets.css';

const ALL_OFFERS = 100;

/**
 * /premium-markets (spec 01): a stats banner, the four filters, every match card with all its offers,
 * Load More Markets (spec 01 section 4 paging), a notice with Retry, an empty state with Refresh
 * Markets, and Create Bet Offer.
 */
export function PremiumMarkets() {
  const { isAuthenticated } = useSession();
  const { openCreateOffer } = useBettingActions();
  const markets = usePremiumMarkets();
  const [filter, setFilter] = useState<MarketFilter>('all');
  const matches = markets.data?.pages.flatMap((page) => page.matches) ?? [];
  // Every card shows all its offers: up to 100 each, the most a match list answers.
  const offers = useMatchesOffers(
    matches.map((match) => match.id),
    ALL_OFFERS,
  );
  const offerCount = (match: Match) => offers.of(match.id)?.count ?? match.betOffers;
  const shown = filterMatches(matches, filter, offerCount);
  const filterName = MARKET_FILTERS.find((option) => option.id === filter)?.label;

  return (
    <div className="premium">
      <PageHeader
        title="Premium Peer-to-Peer Markets"
        subtitle="Every match open for peer-to-peer betting, with all of its offers."
        actions={
          <div className="premium__create">
            <Button disabled={!isAuthenticated} onClick={() => openCreateOffer()}>
              Create Bet Offer
            </Button>
            {!isAuthenticated && <p className="section-hint">Login to create bet offers</p>}
          </div>
        }
      />
      <StatsBanner listed={matches.length} loading={markets.isPending} />
      <MarketFilterBar value={filter} onChange={setFilter} />
      {markets.isError && (
        <Notice
          tone="danger"
          className="premium__notice"
          action={
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void markets.refetch()}
              loading={markets.isFetching}
            >
              Retry
            </Button>
          }
        >
          Failed to load premium markets. Please try again.
        </Notice>
      )}
      <section className="premium__list" aria-labelledby="premium-list-title">
        {/* The cards' team names are level-3 headings: the list gives them their level 2. */}
        <h2 id="premium-list-title" className="ui-visually-hidden">
          Markets
        </h2>
        {markets.isPending ? (
          <CardSkeletons count={4} height={240} label="Loading premium markets" />
        ) : markets.isError && matches.length === 0 ? null : shown.length === 0 ? (
          <ListEmpty
            title={matches.length === 0 ? 'No markets available right now' : `No ${filterName} markets`}
            action={
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void markets.refetch()}
                loading={markets.isRefetching}
              >
                Refresh Markets
              </Button>
            }
          >
            {matches.length === 0
              ? 'New fixtures open for betting every day. Check back soon.'
              : filter === 'popular'
                ? 'No listed match has more than 2 open offers yet.'
                : 'Try another filter, or load more markets.'}
          </ListEmpty>
        ) : (
          <div className="match-grid" data-testid="premium-grid">
            {shown.map((match) => (
              <MatchCard key={match.id} match={match} offers={offers.of(match.id)} />
            ))}
          </div>
        )}
      </section>
      {markets.hasNextPage && (
        <div className="premium__more">
          <Button
            variant="secondary"
            size="lg"
            onClick={() => void markets.fetchNextPage()}
            loading={markets.isFetchingNextPage}
          >
            Load More Markets
          </Button>
        </div>
      )}
    </div>
  );
}

function StatsBanner({ listed, loading }: { listed: number; loading: boolean }) {
  const dashboard = useDashboard();
  const offers = useOffers({ limit: 1 });
  const stats = offers.data?.stats;
  const value = (text: ReactNode, pending: boolean) =>
    pending ? <span className="skeleton premium__stat-skeleton" /> : text;

  return (
    <dl className="premium__stats" aria-label="Market statistics">
      <div className="premium__stat">
        <dt>Live Now</dt>
        <dd>{value(dashboard.data?.stats.liveMatchesCount ?? '-', dashboard.isPending)}</dd>
      </div>
      <div className="premium__stat">
        <dt>Matches Listed</dt>
        <dd data-testid="premium-listed">{value(listed, loading)}</dd>
      </div>
      <div className="premium__stat">
        <dt>Open Offers</dt>
        <dd>{value(stats?.availableOffers ?? offers.data?.count ?? '-', offers.isPending)}</dd>
      </div>
      <div className="premium__stat">
        <dt>Value on Offer</dt>
        <dd>{value(stats ? <Money value={stats.totalValue} /> : '-', offers.isPending)}</dd>
      </div>
    </dl>
  );
}
