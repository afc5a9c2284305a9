import { buttonClassName } from '@p2p/ui';
import { Link } from '@p2p/router';
import type { DashboardData } from '../football/football-types';
import './hero.css';

/**
 * Spec 01 live betting home, hero: Live Now / Markets / Today from the football service's dashboard
 * counts, Start Betting P2P, and floating prices of the featured matches.
 */
export function DashboardHero({ data, loading }: { data: DashboardData | undefined; loading: boolean }) {
  const stats = data?.stats;
  const bubbles = (data?.featuredMatches ?? []).slice(0, 3);
  const count = (value: number | undefined) =>
    loading || value === undefined ? (
      <span className="skeleton hero__count-skeleton" />
    ) : (
      value.toLocaleString()
    );

  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__body">
        <p className="hero__eyebrow">No house. No house odds. Just you against another bettor.</p>
        <h1 id="hero-title" className="hero__title">
          Peer-to-Peer Football Betting
        </h1>
        <dl className="hero__stats" aria-busy={loading}>
          <div className="hero__stat">
            <dt>Live Now</dt>
            <dd data-testid="hero-live">{count(stats?.liveMatchesCount)}</dd>
          </div>
          <div className="hero__stat">
            <dt>Markets</dt>
            <dd data-testid="hero-markets">{count(stats?.totalMarketsCount)}</dd>
          </div>
          <div className="hero__stat">
            <dt>Today</dt>
            <dd data-testid="hero-today">{count(stats?.upcomingTodayCount)}</dd>
          </div>
        </dl>
        <Link to="/premium-markets" className={buttonClassName({ size: 'lg' })}>
          Start Betting P2P
        </Link>
      </div>
      {bubbles.length === 0 ? (
        // The column is kept while the prices load (or when there are none): the title beside it keeps
        // its width and does not rewrap when they arrive.
        <div className="hero__bubbles" aria-hidden="true" />
      ) : (
        <ul className="hero__bubbles" aria-label="Featured match prices">
          {bubbles.map((match, index) => (
            <li key={match.id} className={`hero__bubble hero__bubble--${index}`}>
              <span className="hero__bubble-team">{match.homeTeam.shortName}</span>
              <span className="hero__bubble-odds">{match.odds.home.toFixed(2)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
