import { Badge, Button, Notice } from '@p2p/ui';
import { Link } from '@p2p/router';
import { TrendingFlame } from '../football/TrendingFlame';
import { useLeagueStats } from '../shared/api/football-queries';
import './sidebars.css';

/**
 * Spec 01 Top Offers: each league with its matches open to betting, those in play and a trending
 * flag; a row opens the league's offers (named route league-offers, /league/{leagueId}).
 */
export function TopOffers() {
  const leagues = useLeagueStats();
  return (
    <section className="sidebar-panel" aria-labelledby="top-offers-title">
      <header className="sidebar-panel__header">
        <h2 id="top-offers-title" className="sidebar-panel__title">
          Top Offers
        </h2>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void leagues.refetch()}
          loading={leagues.isFetching && !leagues.isPending}
          aria-label="Refresh leagues"
        >
          Refresh
        </Button>
      </header>
      {leagues.isPending ? (
        <ul className="top-offers" aria-busy="true" aria-label="Loading leagues">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <span className="skeleton top-offers__skeleton" />
            </li>
          ))}
        </ul>
      ) : leagues.isError ? (
        <Notice
          tone="danger"
          action={
            <Button size="sm" variant="secondary" onClick={() => void leagues.refetch()}>
              Retry
            </Button>
          }
        >
          Failed to load leagues
        </Notice>
      ) : leagues.data.length === 0 ? (
        <div className="sidebar-empty">
          <p>No leagues to show right now.</p>
          <Button size="sm" variant="secondary" onClick={() => void leagues.refetch()}>
            Refresh
          </Button>
        </div>
      ) : (
        <ul className="top-offers">
          {leagues.data.map((league) => (
            <li key={league.id}>
              <Link to={`/league/${encodeURIComponent(league.id)}`} className="top-offers__link">
                <img className="top-offers__logo" src={league.logo} alt="" width={24} height={24} />
                <span className="top-offers__name">
                  {league.name}
                  {league.trending && <TrendingFlame />}
                </span>
                <span className="top-offers__counts">
                  <span>
                    {league.matches} {league.matches === 1 ? 'match' : 'matches'}
                  </span>
                  {league.liveMatches > 0 && <Badge tone="live">{league.liveMatches} live</Badge>}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
