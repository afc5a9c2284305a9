import type { Match } from '../football/football-types';
import { hasEnded } from '../football/match-rules';
import { TeamCrest } from '../football/TeamCrest';
import { LiveMarkets } from './LiveMarkets';
import { LiveScore } from './LiveScore';
import { LiveStatus } from './LiveStatus';
import './live-matches.css';

/** A match in play, list view: one row with the clock, the teams, the score and compact markets. */
export function LiveMatchRow({ match }: { match: Match }) {
  return (
    <li className="live-row" data-testid="live-match" data-match-id={match.id}>
      <div className="live-row__status">
        <LiveStatus match={match} />
        <span className="live-row__competition">{match.competition.name}</span>
      </div>
      <div className="live-row__teams">
        <span className="live-row__team">
          <TeamCrest team={match.homeTeam} size={22} />
          <span className="live-row__name">{match.homeTeam.name}</span>
          <abbr className="live-row__short" title={match.homeTeam.name}>
            {match.homeTeam.shortName}
          </abbr>
        </span>
        <LiveScore match={match} />
        <span className="live-row__team">
          <TeamCrest team={match.awayTeam} size={22} />
          <span className="live-row__name">{match.awayTeam.name}</span>
          <abbr className="live-row__short" title={match.awayTeam.name}>
            {match.awayTeam.shortName}
          </abbr>
        </span>
      </div>
      {!hasEnded(match.status) && <LiveMarkets match={match} compact />}
    </li>
  );
}
