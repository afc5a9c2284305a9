import type { Match } from '../football/football-types';
import { MatchEventIcon, eventLabel } from '../football/MatchEventIcon';
import { hasEnded } from '../football/match-rules';
import { TeamCrest } from '../football/TeamCrest';
import { LiveMarkets } from './LiveMarkets';
import { LiveScore } from './LiveScore';
import { LiveStatus } from './LiveStatus';
import './live-matches.css';

/** A match in play, grid view: clock, progress, score, the latest event and its live markets. */
export function LiveMatchCard({ match }: { match: Match }) {
  const latest = match.recentEvents[0];
  const ended = hasEnded(match.status);
  return (
    <article
      className={['live-card', ended && 'live-card--ended'].filter(Boolean).join(' ')}
      aria-labelledby={`live-${match.id}`}
      data-testid="live-match"
      data-match-id={match.id}
    >
      <header className="live-card__head">
        <span className="live-card__competition">
          <img src={match.competition.logo} alt="" width={16} height={16} />
          {match.competition.name}
        </span>
        <LiveStatus match={match} />
      </header>
      <div
        className="live-card__progress"
        role="progressbar"
        aria-label="Match progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={match.progress}
      >
        <span style={{ width: `${match.progress}%` }} />
      </div>
      <h3 className="live-card__board" id={`live-${match.id}`}>
        <span className="live-card__team">
          <TeamCrest team={match.homeTeam} size={36} />
          <span>{match.homeTeam.name}</span>
        </span>
        <LiveScore match={match} />
        <span className="live-card__team live-card__team--away">
          <TeamCrest team={match.awayTeam} size={36} />
          <span>{match.awayTeam.name}</span>
        </span>
      </h3>
      {latest && (
        <p className="live-card__event">
          <span className="live-card__event-minute">{latest.minute}&apos;</span>
          <MatchEventIcon type={latest.type} />
          <span>
            {eventLabel(latest.type)}: {latest.player} (
            {latest.team === 'home' ? match.homeTeam.shortName : match.awayTeam.shortName})
          </span>
        </p>
      )}
      {ended ? (
        <p className="live-card__closed">Markets closed: this match has ended.</p>
      ) : (
        <LiveMarkets match={match} />
      )}
    </article>
  );
}
