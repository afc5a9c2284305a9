import { Badge, Button, buttonClassName } from '@p2p/ui';
import { useState } from 'react';
import { Link } from '@p2p/router';
import type { Match } from '../football/football-types';
import { filterMatches, type MarketFilter } from '../markets/market-filters';
import { MarketFilterBar } from '../markets/MarketFilterBar';
import { MatchCard } from '../markets/MatchCard';
import { useMatchesOffers } from '../shared/api/betting-queries';
import { useLeagueStats } from '../shared/api/football-queries';
import { CardSkeletons, ListEmpty, ListError } from '../shared/ui/ListStates';
import './dashboard.css';

/** Spec 01 section 9: a home match card shows its first 3 offers. */
export const HOME_OFFERS_PER_MATCH = 3;

/** Matches shown before Show more: the live ones and the next featured kick-offs fit in it. */
const FIRST_MATCHES = 8;

/**
 * Spec 01 Live Peer-to-Peer Betting: the live and featured matches with their offers, narrowed by the
 * filter bar and, from the header's Football menu or the category strip, to one league.
 */
export function LiveP2PGrid({
  matches,
  loading,
  error,
  onRetry,
  filter,
  onFilter,
  league,
  onClearLeague,
}: {
  matches: Match[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  filter: MarketFilter;
  onFilter: (filter: MarketFilter) => void;
  league: string | null;
  onClearLeague: () => void;
}) {
  const inLeague = league ? matches.filter((match) => match.league.name === league) : matches;
  const offers = useMatchesOffers(
    inLeague.map((match) => match.id),
    HOME_OFFERS_PER_MATCH,
  );
  const offerCount = (match: Match) => offers.of(match.id)?.count ?? match.betOffers;
  const filtered = filterMatches(inLeague, filter, offerCount);
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? filtered : filtered.slice(0, FIRST_MATCHES);
  const hidden = filtered.length - shown.length;
  const leagueId = useLeagueStats().data?.find((item) => item.name === league)?.id;

  return (
    <section aria-labelledby="p2p-grid-title" id="p2p-grid" className="dashboard-section" tabIndex={-1}>
      <div className="section-head">
        <h2 id="p2p-grid-title" className="section-head__title">
          Live Peer-to-Peer Betting
        </h2>
        {league && (
          <span className="section-head__actions">
            <Badge tone="info">{league}</Badge>
            {leagueId && (
              <Link
                to={`/league/${encodeURIComponent(leagueId)}`}
                className={buttonClassName({ variant: 'link', size: 'sm' })}
              >
                All {league} matches
              </Link>
            )}
            <Button variant="ghost" size="sm" onClick={onClearLeague}>
              Show all leagues
            </Button>
          </span>
        )}
      </div>
      <MarketFilterBar value={filter} onChange={onFilter} />
      <div className="dashboard-section__body">
        {loading ? (
          <CardSkeletons count={4} height={220} label="Loading matches" />
        ) : error ? (
          <ListError message="Unable to load latest betting data." onRetry={onRetry} />
        ) : filtered.length === 0 ? (
          <ListEmpty
            title={league ? `No ${league} matches here` : 'No matches for this filter'}
            action={
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  onFilter('all');
                  onClearLeague();
                }}
              >
                Show All Markets
              </Button>
            }
          >
            {filter === 'popular'
              ? 'No match has more than 2 open offers right now.'
              : filter === 'live'
                ? 'No match is in play right now.'
                : 'Try another filter.'}
          </ListEmpty>
        ) : (
          <div className="match-grid">
            {shown.map((match) => (
              <MatchCard
                key={match.id}
                match={match}
                offers={offers.of(match.id)}
                offerLimit={HOME_OFFERS_PER_MATCH}
              />
            ))}
          </div>
        )}
        {hidden > 0 && (
          <div className="dashboard-section__more">
            <Button variant="secondary" onClick={() => setExpanded(true)}>
              Show {hidden} more {hidden === 1 ? 'match' : 'matches'}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
