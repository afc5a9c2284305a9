import { Badge, Button, buttonClassName, Card, Modal, PageHeader, SelectField } from '@p2p/ui';
import { ApiError, useSession } from '@p2p/web-session';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from '@p2p/router';
import { useMatchesOffers } from '../../shared/api/betting-queries';
import { useLeagueMatches, useMatchesOdds } from '../../shared/api/football-queries';
import type { LeagueMatch } from '../../shared/api/types';
import type { EvenMoneySelection } from '../../shared/offers/offer-schema';
import { useBettingActions } from '../../shared/offers/actions-context';
import { CardSkeletons, ListEmpty, ListError } from '../../shared/ui/ListStates';
import { LeagueMatchCard } from './LeagueMatchCard';
import {
  bestOdds,
  canBetOn,
  filterMatches,
  isLive,
  LEAGUE_SORTS,
  sortMatches,
  type LeagueFilter,
  type LeagueSort,
} from './league-matches';
import './league-offers.css';

/** /league/{leagueId} (spec 02): a league's matches, to post bet offers on. */
export function LeagueOffersScreen() {
  const leagueId = useParams().leagueId ?? '';
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  const { openCreateOffer } = useBettingActions();
  const matches = useLeagueMatches(leagueId);
  const [filter, setFilter] = useState<LeagueFilter>('all');
  const [sort, setSort] = useState<LeagueSort>('date');
  const [loginPrompt, setLoginPrompt] = useState(false);

  const all = useMemo(() => matches.data?.data ?? [], [matches.data]);
  const league = matches.data?.league;
  const liveCount = all.filter(isLive).length;
  const shownFilter = filter === 'live' && liveCount === 0 ? 'all' : filter;
  const visible = filterMatches(all, shownFilter);
  const bettableIds = visible.filter((match) => canBetOn(match)).map((match) => match.id);

  // Only the counts matter here: one offer of each match is the least a read carries.
  const counts = useMatchesOffers(bettableIds, 1, sort === 'popular');
  const prices = useMatchesOdds(
    visible.map((match) => match.id),
    sort === 'best_odds',
  );
  const offerCounts = new Map(bettableIds.map((id) => [id, counts.of(id)?.count ?? 0]));
  const oddsById = new Map(visible.map((match, index) => [match.id, prices[index]?.data?.odds]));
  const sorted = sortMatches(visible, sort, {
    offers: sort === 'popular' ? offerCounts : undefined,
    odds: sort === 'best_odds' ? new Map([...oddsById].map(([id, odds]) => [id, bestOdds(odds)])) : undefined,
  });

  const onBet = (match: LeagueMatch, selection: EvenMoneySelection) => {
    if (!isAuthenticated) {
      setLoginPrompt(true);
      return;
    }
    openCreateOffer({
      selection,
      match: {
        id: match.id,
        homeTeam: match.homeTeam.name,
        awayTeam: match.awayTeam.name,
        league: league?.name ?? match.league_name,
        startTime: match.startTime,
        status: match.status,
      },
    });
  };

  const notFound = matches.error instanceof ApiError && matches.error.status === 404;
  const filters: Array<{ id: LeagueFilter; label: string }> = [
    { id: 'all', label: 'All' },
    ...(liveCount > 0 ? [{ id: 'live' as const, label: 'Live' }] : []),
    { id: 'upcoming', label: 'Upcoming' },
  ];

  return (
    <div className="league-offers">
      <PageHeader
        title={
          <span className="league-offers__title">
            {league?.name ?? (matches.isPending ? 'Loading league...' : 'League')}
            {liveCount > 0 && <Badge tone="live">{liveCount} Live</Badge>}
          </span>
        }
        subtitle={
          league ? (
            `${league.country} · ${all.length} ${all.length === 1 ? 'match' : 'matches'}`
          ) : matches.isPending ? (
            // Holds the subtitle's line while it loads: the toolbar below stays where it is.
            <span className="skeleton league-offers__subtitle-skeleton" aria-hidden="true" />
          ) : undefined
        }
        actions={
          <Button variant="secondary" onClick={() => void matches.refetch()} loading={matches.isFetching}>
            Refresh
          </Button>
        }
      />

      <div className="league-offers__toolbar">
        <div className="league-offers__filters" role="group" aria-label="Show matches">
          {filters.map((item) => (
            <button
              key={item.id}
              type="button"
              className="league-offers__filter"
              aria-pressed={shownFilter === item.id}
              onClick={() => setFilter(item.id)}
            >
              {item.label}
            </button>
          ))}
        </div>
        <SelectField
          label="Sort by"
          value={sort}
          options={LEAGUE_SORTS}
          onChange={(event) => setSort(event.target.value as LeagueSort)}
        />
      </div>

      {matches.isPending ? (
        <CardSkeletons count={4} height={200} label="Loading matches" />
      ) : matches.isError && !matches.data ? (
        <ListError
          title={notFound ? 'League not found' : 'Failed to load matches'}
          message={notFound ? 'This league does not exist.' : 'Please try again or check your connection'}
          onRetry={() => void matches.refetch()}
          retrying={matches.isFetching}
        />
      ) : sorted.length === 0 ? (
        <Card>
          <ListEmpty
            title="No matches available"
            action={
              <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
                Back to Dashboard
              </Link>
            }
          >
            {shownFilter === 'upcoming'
              ? 'There are no upcoming matches for this league right now.'
              : 'There are no bettable matches for this league right now.'}
          </ListEmpty>
        </Card>
      ) : (
        <div className="league-offers__grid">
          {sorted.map((match) => (
            <LeagueMatchCard
              key={match.id}
              match={match}
              odds={sort === 'best_odds' ? oddsById.get(match.id) : undefined}
              offers={sort === 'popular' && canBetOn(match) ? offerCounts.get(match.id) : undefined}
              onBet={onBet}
            />
          ))}
        </div>
      )}

      <Modal
        open={loginPrompt}
        title="Login Required"
        size="sm"
        onClose={() => setLoginPrompt(false)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setLoginPrompt(false)}>
              Cancel
            </Button>
            <Button variant="secondary" onClick={() => void navigate('/signup')}>
              Sign Up
            </Button>
            <Button data-autofocus onClick={() => void navigate('/login')}>
              Login
            </Button>
          </>
        }
      >
        <p>You need to be logged in to create and manage your betting offers.</p>
      </Modal>
    </div>
  );
}
