import type { Match } from '../football/football-types';
import './live.css';

/** The score, flashing when it changes (the key restarts the animation). */
export function LiveScore({ match }: { match: Match }) {
  const home = match.homeTeam.score ?? 0;
  const away = match.awayTeam.score ?? 0;
  return (
    <span
      key={`${home}-${away}`}
      className="live-score"
      data-testid="live-score"
      aria-label={`${match.homeTeam.name} ${home}, ${match.awayTeam.name} ${away}`}
    >
      {home} - {away}
    </span>
  );
}
