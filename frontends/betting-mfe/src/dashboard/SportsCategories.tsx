import { Badge, Button, Notice } from '@p2p/ui';
import { TrendingFlame } from '../football/TrendingFlame';
import { useLeagueStats } from '../shared/api/football-queries';
import './categories.css';

/**
 * Spec 01 sports category strip: one chip per competition with its live matches, its markets and a
 * trending flame; picking one narrows the grid below to it (picking it again shows all).
 */
export function SportsCategories({
  marketsPerMatch,
  selected,
  onSelect,
}: {
  /** Markets every open match has (the football service prices the same set on each). */
  marketsPerMatch: number;
  selected: string | null;
  onSelect: (league: string | null) => void;
}) {
  const leagues = useLeagueStats();

  if (leagues.isPending)
    return (
      <div className="categories" role="status" aria-label="Loading sports categories">
        {Array.from({ length: 6 }, (_, index) => (
          <span key={index} className="skeleton categories__skeleton" />
        ))}
      </div>
    );
  if (leagues.isError)
    return (
      <Notice
        tone="danger"
        action={
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void leagues.refetch()}
            loading={leagues.isFetching}
          >
            Retry Loading Sports
          </Button>
        }
      >
        Failed to load sports categories
      </Notice>
    );
  if (leagues.data.length === 0)
    return (
      <div className="categories categories--empty">
        <p className="text-muted">No sports categories right now.</p>
        <Button size="sm" variant="secondary" onClick={() => void leagues.refetch()}>
          Refresh
        </Button>
      </div>
    );

  return (
    <div className="categories" role="group" aria-label="Sports categories">
      {leagues.data.map((league) => (
        <button
          key={league.id}
          type="button"
          className="category"
          aria-pressed={selected === league.name}
          onClick={() => onSelect(selected === league.name ? null : league.name)}
        >
          <img className="category__logo" src={league.logo} alt="" width={28} height={28} />
          <span className="category__name">
            {league.name}
            {league.trending && <TrendingFlame />}
          </span>
          <span className="category__counts">
            {league.liveMatches > 0 ? (
              <Badge tone="live">{league.liveMatches} live</Badge>
            ) : (
              <span>0 live</span>
            )}
            <span>{(league.matches * marketsPerMatch).toLocaleString()} markets</span>
          </span>
        </button>
      ))}
    </div>
  );
}
