import { Button, Notice } from '@p2p/ui';
import { LEAGUES, useChromeEvent, useSession } from '@p2p/web-session';
import { useDeferredValue, useState } from 'react';
import { useDashboard } from '../football/use-football';
import { uniqueMatches, type MarketFilter } from '../markets/market-filters';
import { useBettingActions } from '../shared/offers/actions-context';
import { AvailableOffers } from './AvailableOffers';
import { DashboardHero } from './DashboardHero';
import { LiveP2PGrid } from './LiveP2PGrid';
import { LiveSpotlight } from './LiveSpotlight';
import { OffersForYou } from './OffersForYou';
import { RecentBetHistory } from './RecentBetHistory';
import { SimulatedMatchesNotice } from './SimulatedMatchesNotice';
import { SportsCategories } from './SportsCategories';
import { YourBetOffers } from './YourBetOffers';
import './dashboard.css';

/** Markets football prices on every open match, for when no open match is on the dashboard to count them. */
const DEFAULT_MARKETS_PER_MATCH = 5;

/**
 * The central view of the dashboard: spec 01's live betting home. The header's Football menu and Live
 * Betting entry tell it (through chrome events) to show one league's matches or the live ones.
 */
export function LiveBettingHome() {
  const { isAuthenticated } = useSession();
  const { openCreateOffer } = useBettingActions();
  const dashboard = useDashboard();
  const [filter, setFilter] = useState<MarketFilter>('all');
  const [league, setLeague] = useState<string | null>(null);

  const showGrid = () =>
    requestAnimationFrame(() => {
      const grid = document.getElementById('p2p-grid');
      grid?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      grid?.focus({ preventScroll: true });
    });

  useChromeEvent((event) => {
    if (event.type === 'live') {
      setLeague(null);
      setFilter('live');
    } else if ((LEAGUES as readonly string[]).includes(event.league)) {
      setLeague(event.league);
      setFilter('all');
    }
    showGrid();
  });

  // The answer fills most of the screen at once: rendered as a transition, in slices that leave the
  // main thread free between them, rather than in one long task (Lighthouse's blocking time).
  const data = useDeferredValue(dashboard.data);
  const loading = data === undefined && !dashboard.isError;
  const matches = uniqueMatches(data?.liveMatches ?? [], data?.featuredMatches ?? []);
  const marketsPerMatch =
    [data?.spotlightMatch, ...matches].find((match) => match && match.totalMarkets > 0)?.totalMarkets ??
    DEFAULT_MARKETS_PER_MATCH;
  const createOffer = () => openCreateOffer();

  return (
    <div className="live-home">
      <DashboardHero data={data} loading={loading} />
      {dashboard.isError && (
        <Notice
          tone="danger"
          action={
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void dashboard.refetch()}
              loading={dashboard.isFetching}
            >
              Retry
            </Button>
          }
        >
          Unable to load latest betting data.
        </Notice>
      )}
      <SportsCategories
        marketsPerMatch={marketsPerMatch}
        selected={league}
        onSelect={(next) => {
          setLeague(next);
          if (next) showGrid();
        }}
      />
      {loading ? (
        <span
          className="skeleton spotlight-skeleton"
          role="status"
          aria-label="Loading the spotlight match"
        />
      ) : data?.spotlightMatch ? (
        <LiveSpotlight match={data.spotlightMatch} />
      ) : null}
      <div className="create-offer-bar">
        <Button size="lg" disabled={!isAuthenticated} onClick={createOffer}>
          Create Bet Offer
        </Button>
        {!isAuthenticated && <p className="section-hint">Login to create bet offers</p>}
      </div>
      <LiveP2PGrid
        matches={matches}
        loading={loading}
        error={dashboard.isError && !data}
        onRetry={() => void dashboard.refetch()}
        filter={filter}
        onFilter={setFilter}
        league={league}
        onClearLeague={() => setLeague(null)}
      />
      {/* Below the matches it speaks of, so its arrival with the dashboard's answer moves nothing in view. */}
      <SimulatedMatchesNotice />
      {isAuthenticated && <OffersForYou />}
      {isAuthenticated && <YourBetOffers onCreate={createOffer} />}
      {isAuthenticated && <RecentBetHistory />}
      <AvailableOffers />
    </div>
  );
}
